import type { ListQuery } from '@atrium/contracts';

/** Query keys of the Platform console. */
export const platformKeys = {
  all: ['admin', 'platform'] as const,
  areas: (query: ListQuery) => [...platformKeys.all, 'areas', query] as const,
  history: (area: string) => [...platformKeys.all, 'history', area] as const,
  health: ['admin', 'platform', 'health'] as const,
};
