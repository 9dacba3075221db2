import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CustomerPreferences, CustomerPreferencesChange } from '@atrium/contracts';
import { customerKeys } from './customerKeys';

const preferencesKey = (customerId: number) => [...customerKeys.detail(customerId), 'preferences'] as const;
const path = (customerId: number) => `/api/apps/ecommerce/customers/${customerId}`;

/** GET …/customers/{customerId}/preferences (addition): notification channels and two-step verification. */
export function useCustomerPreferences(customerId: number) {
  return useQuery({
    queryKey: preferencesKey(customerId),
    queryFn: ({ signal }) => api<CustomerPreferences>(`${path(customerId)}/preferences`, { signal }),
  });
}

/**
 * PUT …/customers/{customerId}/preferences (addition): merged; the cache becomes the answer. `revision`:
 * of the notifications as the form opened them (If-Match), so a save over someone else's is a 412.
 */
export function useSaveCustomerPreferences(customerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, ...body }: CustomerPreferencesChange & { revision?: string }) =>
      api<CustomerPreferences>(`${path(customerId)}/preferences`, { method: 'PUT', body, ifMatch: revision }),
    onSuccess: (preferences) => client.setQueryData(preferencesKey(customerId), preferences),
  });
}

/** POST …/customers/{customerId}/password (addition). */
export function useSetCustomerPassword(customerId: number) {
  return useMutation({
    mutationFn: (password: string) =>
      api<void>(`${path(customerId)}/password`, { method: 'POST', body: { password } }),
  });
}
