import { http, HttpResponse } from 'msw';
import { LIMITS, categoryCreateSchema, type CustomCategory } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { categoryProblem, nextCategoryId, publicCategory } from './categoryRecord';

/**
 * POST /api/apps/ecommerce/categories (addition) — adds a category; 201 with it. 400 field errors (a
 * parent that is no category), 409 with `errors.name` or `errors.slug` when a category (built-in or
 * added) already has the name or the slug (a category is named by its slug in the API).
 */
export const createCategory = http.post(
  api('/api/apps/ecommerce/categories'),
  authorized({ action: 'create', subject: 'Product' }, async ({ request }) => {
    const body = await parseBody(request, categoryCreateSchema);
    if ('error' in body) return body.error;
    const problem = categoryProblem(body.data);
    if (problem) return problem;
    if (db.categories.length >= LIMITS.ids) return jsonError(400, 'Too many categories');
    db.categories = [...db.categories, { ...body.data, id: nextCategoryId() }];
    return HttpResponse.json<CustomCategory>(publicCategory(body.data), { status: 201 });
  }),
);
