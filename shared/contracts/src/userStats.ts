/** GET /api/apps/users/stats (addition): the figures over every user, for the user list's cards. */
export interface UserStats {
  /** Every user. */
  total: number;
  /** Users on a paid plan (any plan but basic). */
  paid: number;
  active: number;
  pending: number;
}
