import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { OrderCreate, OrderDetailResponse } from '@atrium/contracts';
import { orderKeys } from './orderKeys';
import { productKeys } from '../../products';
import { customerKeys } from '../../customers';

/**
 * POST /api/apps/ecommerce/orders (addition): the new order's details once the API has kept it. The
 * order lists and figures, the products' stock and the customers' totals it changed are asked again.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreate) =>
      api<OrderDetailResponse>('/api/apps/ecommerce/orders', { method: 'POST', body }),
    onSuccess: async (detail) => {
      client.setQueryData(orderKeys.detail(detail.order.id), detail);
      await Promise.all(
        [orderKeys.all, productKeys.all, customerKeys.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
