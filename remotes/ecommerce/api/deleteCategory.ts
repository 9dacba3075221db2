import { http, HttpResponse } from 'msw';
import { categoryDeleteSchema, type CategoryDeleted, type CategoryInUse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized, can } from '@atrium/mocks/lib/authorize';
import { categoryExists, fieldError, findCategory } from './categoryRecord';

/** The request's `{ moveProductsTo }`, none without a body, or the 400 to answer for a malformed one. */
async function moveTarget(request: Request): Promise<{ to?: string } | { error: Response }> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { error: jsonError(400, 'The request body must be JSON') };
  }
  const parsed = categoryDeleteSchema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    return { error: fieldError(String(parsed.error.issues[0].path[0] ?? 'moveProductsTo'), message) };
  }
  return { to: parsed.data.moveProductsTo };
}

/**
 * DELETE /api/apps/ecommerce/categories/{slug} (addition) — deletes an added category; 200
 * `{ moved }`. While products are in it, refused with 409 `{ message, products }` unless the body
 * names another category to move them to (`{ moveProductsTo }`, built-in or added: 400 when it is
 * missing, unknown or the category itself; moving them needs the right to update products too). Its
 * subcategories move up to its parent. 404, 409 for a built-in category. All or nothing.
 */
export const deleteCategory = http.delete(
  api('/api/apps/ecommerce/categories/:slug'),
  authorized({ action: 'delete', subject: 'Product' }, async ({ params, request, account }) => {
    const found = findCategory(String(params.slug));
    if ('error' in found) return found.error;
    const { category } = found;
    const target = await moveTarget(request);
    if ('error' in target) return target.error;
    const { to } = target;
    if (to !== undefined) {
      if (to === category.name) return fieldError('moveProductsTo', 'Choose another category');
      if (!categoryExists(to)) return fieldError('moveProductsTo', 'No category has this name');
    }
    const inIt = db.products.filter((p) => p.category === category.name);
    if (inIt.length && to === undefined) {
      const message = `${inIt.length} product${inIt.length === 1 ? ' is' : 's are'} in this category: move them to another category to delete it`;
      return HttpResponse.json<CategoryInUse>({ message, products: inIt.length }, { status: 409 });
    }
    if (inIt.length && !can(account, 'update', 'Product'))
      return jsonError(403, 'You may not update Product');
    for (const product of inIt) product.category = to!;
    for (const child of db.categories) if (child.parent === category.name) child.parent = category.parent;
    db.categories = db.categories.filter((c) => c !== category);
    return HttpResponse.json<CategoryDeleted>({ moved: inIt.length });
  }),
);
