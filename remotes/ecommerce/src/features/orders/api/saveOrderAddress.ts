import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Address, AddressKind, OrderDetailResponse } from '@atrium/contracts';
import { orderKeys } from './orderKeys';

/**
 * PUT /api/apps/ecommerce/orders/{id}/addresses/{kind} (addition), made from the address as the dialog
 * opened it (`revision`, sent as If-Match); the cached order becomes the answer.
 */
export function useSaveOrderAddress(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, address, revision }: { kind: AddressKind; address: Address; revision?: string }) =>
      api<OrderDetailResponse>(`/api/apps/ecommerce/orders/${id}/addresses/${kind}`, {
        method: 'PUT',
        body: address,
        ifMatch: revision,
      }),
    onSuccess: (detail) => client.setQueryData(orderKeys.detail(id), detail),
  });
}
