import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderNumberText, type StoreProfile } from '@atrium/contracts';
import { api } from '../api/apiClient';
import { useFormatters } from '../i18n/format';

/**
 * GET /api/apps/ecommerce/store: the store's currency, order numbers, tax rate, shipping zones and
 * checkout fields, for any signed-in user. Kept fresh by the live updates (a saved setting refreshes
 * every open screen), so it need not be refetched on each mount.
 */
export const storeProfileQuery = () =>
  queryOptions({
    queryKey: ['ecommerce', 'store'] as const,
    queryFn: ({ signal }) => api<StoreProfile>('/api/apps/ecommerce/store', { signal }),
    staleTime: 5 * 60_000,
  });

export function useStoreProfile() {
  return useQuery(storeProfileQuery());
}

/**
 * The page's formatters, with amounts in the store's currency and order numbers as the store writes
 * them. Until the store is known an amount is a plain number: never a sign the store does not use.
 */
export function useStoreFormatters() {
  const formatters = useFormatters();
  const { data: store } = useStoreProfile();
  return useMemo(() => {
    const { money, number } = formatters;
    return {
      ...formatters,
      currency: store?.currency,
      money: (n: number) =>
        store ? money(n, store.currency) : number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      orderNumber: (order: number) => orderNumberText(store, order),
    };
  }, [formatters, store]);
}
