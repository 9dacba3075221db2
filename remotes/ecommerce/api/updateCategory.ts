import { http, HttpResponse } from 'msw';
import { categoryRevision, categoryUpdateSchema, type CustomCategory } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';
import { categoryProblem, findCategory, publicCategory } from './categoryRecord';

/**
 * PUT /api/apps/ecommerce/categories/{slug} (addition) — an added category's name, slug, description,
 * parent and status; 200 with it. A new name moves its products and its subcategories with it, in
 * this request (a product names its category). 400 field errors, 404, 409 for a built-in category (the
 * contract's, fixed) or a name or slug another category has; with `If-Match` (categoryRevision of the
 * category as the drawer opened it), 412 `{ message, current }` when someone changed it since.
 */
export const updateCategory = http.put(
  api('/api/apps/ecommerce/categories/:slug'),
  authorized({ action: 'update', subject: 'Product' }, async ({ params, request, account }) => {
    const found = findCategory(String(params.slug));
    if ('error' in found) return found.error;
    const current = publicCategory(found.category);
    const stale = staleEdit(request, account, 'Product', categoryRevision(current), current);
    if (stale) return stale;
    const body = await parseBody(request, categoryUpdateSchema);
    if ('error' in body) return body.error;
    const problem = categoryProblem(body.data, current.name);
    if (problem) return problem;
    const saved = { ...found.category, ...body.data };
    db.categories[found.index] = saved;
    if (saved.name !== current.name) {
      for (const product of db.products) if (product.category === current.name) product.category = saved.name;
      for (const child of db.categories) if (child.parent === current.name) child.parent = saved.name;
    }
    const answer = publicCategory(saved);
    return HttpResponse.json<CustomCategory>(answer, { headers: etag(categoryRevision(answer)) });
  }),
);
