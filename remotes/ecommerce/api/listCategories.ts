import { http, HttpResponse } from 'msw';
import type { CategoryListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { publicCategory } from './categoryRecord';

/** GET /api/apps/ecommerce/categories (addition) — the categories added (the built-in ones are fixed). */
export const listCategories = http.get(
  api('/api/apps/ecommerce/categories'),
  authorized({ action: 'read', subject: 'Product' }, () =>
    HttpResponse.json<CategoryListResponse>({ categories: db.categories.map(publicCategory) }),
  ),
);
