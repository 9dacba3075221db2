import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type {
  CategoryCreate,
  CategoryDeleted,
  CategoryListResponse,
  CategoryUpdate,
  CustomCategory,
} from '@atrium/contracts';

const categoriesKey = ['ecommerce', 'categories'] as const;
/** The product queries (lists, details): a rename or a delete with a move changes products' category. */
const productsKey = ['ecommerce', 'products'] as const;

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

const categoryUrl = (slug: string) => `/api/apps/ecommerce/categories/${encodeURIComponent(slug)}`;

/**
 * PUT /api/apps/ecommerce/categories/{slug} (addition). `revision`: of the category as the drawer
 * opened it (categoryRevision); one changed since is a 412. The categories and products reload.
 */
export function useUpdateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      slug,
      category,
      revision,
    }: {
      slug: string;
      category: CategoryUpdate;
      revision?: string;
    }) => api<CustomCategory>(categoryUrl(slug), { method: 'PUT', body: category, ifMatch: revision }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: categoriesKey }),
        client.invalidateQueries({ queryKey: productsKey }),
      ]),
  });
}

/**
 * DELETE /api/apps/ecommerce/categories/{slug} (addition), its products moved to `moveProductsTo`
 * when given (without it, a category with products is a 409 naming their number).
 */
export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, moveProductsTo }: { slug: string; moveProductsTo?: string }) =>
      api<CategoryDeleted>(categoryUrl(slug), {
        method: 'DELETE',
        body: moveProductsTo ? { moveProductsTo } : undefined,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: categoriesKey }),
        client.invalidateQueries({ queryKey: productsKey }),
      ]),
  });
}
