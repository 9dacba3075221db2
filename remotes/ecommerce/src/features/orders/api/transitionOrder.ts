import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { OrderDetailResponse, OrderTransition } from '@atrium/contracts';
import { orderKeys } from './orderKeys';
import { productKeys } from '../../products';
import { customerKeys } from '../../customers';

/**
 * POST /api/apps/ecommerce/orders/{id}/transitions (addition): the cached order becomes the answer, and
 * what a step changes elsewhere (the order lists and figures, the products' stock, the customers'
 * totals) is asked again.
 */
export function useTransitionOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (transition: OrderTransition) =>
      api<OrderDetailResponse>(`/api/apps/ecommerce/orders/${id}/transitions`, {
        method: 'POST',
        body: transition,
      }),
    onSuccess: async (detail) => {
      client.setQueryData(orderKeys.detail(id), detail);
      await Promise.all(
        [orderKeys.all, productKeys.all, customerKeys.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
