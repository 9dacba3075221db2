import { http, HttpResponse } from 'msw';
import { LIMITS, PRODUCT_CATEGORIES, categoryCreateSchema, type CustomCategory } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * POST /api/apps/ecommerce/categories (addition) — adds a category; 201 with it. 400 field errors,
 * 409 with `errors.name` when a category (built-in or added) already has the name.
 */
export const createCategory = http.post(
  api('/api/apps/ecommerce/categories'),
  authorized({ action: 'create', subject: 'Product' }, async ({ request }) => {
    const body = await parseBody(request, categoryCreateSchema);
    if ('error' in body) return body.error;
    const category: CustomCategory = body.data;
    const taken = [...PRODUCT_CATEGORIES, ...db.categories.map((c) => c.name)].some(
      (name) => name.toLowerCase() === category.name.toLowerCase(),
    );
    if (taken) {
      const message = 'A category with this name already exists';
      return HttpResponse.json({ message, errors: { name: [message] } }, { status: 409 });
    }
    if (db.categories.length >= LIMITS.ids) return jsonError(400, 'Too many categories');
    db.categories = [...db.categories, category];
    return HttpResponse.json<CustomCategory>(category, { status: 201 });
  }),
);
