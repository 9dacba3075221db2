import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CategoryCreate, CategoryListResponse, CustomCategory } from '@atrium/contracts';

const categoriesKey = ['ecommerce', 'categories'] as const;

export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => api<CategoryListResponse>('/api/apps/ecommerce/categories', { signal }),
  });

/** GET /api/apps/ecommerce/categories (addition): the categories added (the built-in ones are fixed). */
export function useAddedCategories() {
  return useQuery(categoriesQuery());
}

/** POST /api/apps/ecommerce/categories (addition); the list of added categories gets the new one. */
export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryCreate) =>
      api<CustomCategory>('/api/apps/ecommerce/categories', { method: 'POST', body }),
    onSuccess: (category) =>
      client.setQueryData<CategoryListResponse>(categoriesKey, (current) => ({
        categories: [...(current?.categories ?? []), category],
      })),
  });
}
