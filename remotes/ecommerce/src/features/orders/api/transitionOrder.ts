import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@atrium/platform';
import type { OrderDetailResponse, OrderTransition } from '@atrium/contracts';
import { orderKeys } from './orderKeys';
import { productKeys } from '../../products';
import { customerKeys } from '../../customers';

/** Whether a step was refused because the order moved on since the page showed it (409, 412). */
export const orderMoved = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 412);

/**
 * POST /api/apps/ecommerce/orders/{id}/transitions (addition), taken on the order as the page showed it
 * (`revision`: its orderRevision, sent as If-Match). The cached order becomes the answer, and what a step
 * changes elsewhere (the order lists and figures, the products' stock, the customers' totals) is asked
 * again. Refused because the order moved on, the page gets the order as it is now.
 */
export function useTransitionOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ transition, revision }: { transition: OrderTransition; revision?: string }) =>
      api<OrderDetailResponse>(`/api/apps/ecommerce/orders/${id}/transitions`, {
        method: 'POST',
        body: transition,
        ifMatch: revision,
      }),
    onSuccess: async (detail) => {
      client.setQueryData(orderKeys.detail(id), detail);
      await Promise.all(
        [orderKeys.all, productKeys.all, customerKeys.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: async (error) => {
      const current = error instanceof ApiError && error.status === 412 ? error.body : null;
      if (current && typeof current === 'object' && 'current' in current)
        client.setQueryData(orderKeys.detail(id), (current as { current: OrderDetailResponse }).current);
      else if (orderMoved(error)) await client.invalidateQueries({ queryKey: orderKeys.detail(id) });
    },
  });
}
