import { useQueries } from '@tanstack/react-query';
import { USER_ROLES, type UserRole } from '@atrium/contracts';
import { getUsers, userKeys } from '../../users';

/** How many users a role card shows as avatars. */
export const ROLE_CARD_AVATARS = 4;

export interface RoleSummary {
  role: UserRole;
  total: number;
  people: { name: string; src: string }[];
}

/**
 * One GET /api/apps/users?role= per role (first page of a few users): the count and faces of each
 * role's card. Loading / error are for the whole set of cards.
 */
export function useRoleSummaries() {
  return useQueries({
    queries: USER_ROLES.map((role) => {
      const query = { role, page: 1, itemsPerPage: 5 };
      return {
        queryKey: userKeys.list(query),
        queryFn: ({ signal }: { signal: AbortSignal }) => getUsers(query, signal),
      };
    }),
    combine: (results) => ({
      data: results.every((r) => r.data)
        ? results.map<RoleSummary>((r, i) => ({
            role: USER_ROLES[i],
            total: r.data!.totalUsers,
            people: r
              .data!.users.slice(0, ROLE_CARD_AVATARS)
              .map((u) => ({ name: u.fullName, src: u.avatar })),
          }))
        : undefined,
      isLoading: results.some((r) => r.isLoading),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  });
}
