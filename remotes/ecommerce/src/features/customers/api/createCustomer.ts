import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Customer, CustomerCreate } from '@atrium/contracts';
import { customerKeys } from './customerKeys';

export function createCustomer(body: CustomerCreate) {
  return api<Customer>('/api/apps/ecommerce/customers', { method: 'POST', body });
}

/** POST /api/apps/ecommerce/customers (addition); the lists reload afterwards. */
export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
