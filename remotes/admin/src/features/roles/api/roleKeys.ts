/** Query keys of the roles feature. */
export const roleKeys = {
  all: ['admin', 'roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
};
