import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { EcommerceSettings } from '@atrium/contracts';

export const settingsKeys = {
  all: ['ecommerce', 'settings'] as const,
};

export function getSettings(signal?: AbortSignal) {
  return api<EcommerceSettings>('/api/apps/ecommerce/settings', { signal });
}

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: ({ signal }) => getSettings(signal) });

/** GET /api/apps/ecommerce/settings (addition): every section of the store's settings. */
export function useEcommerceSettings() {
  return useQuery(settingsQuery());
}
