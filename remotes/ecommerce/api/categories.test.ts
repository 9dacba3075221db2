import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { categoryRevision, type CustomCategory } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Added categories are real: products go in them, and they are edited (a rename moves their
// products) and deleted (refused while products use them, or with the products moved elsewhere).
const admin = authFetch('admin');
const client = authFetch('client');
const BASE = 'http://localhost/api/apps/ecommerce';

const call = async (
  path: string,
  method = 'GET',
  body?: unknown,
  { as = admin, ifMatch, raw }: { as?: typeof fetch; ifMatch?: string; raw?: string } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (ifMatch) headers['if-match'] = `"${ifMatch}"`;
  const res = await as(`${BASE}${path}`, {
    method,
    headers,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, etag: res.headers.get('etag') };
};

const GARDEN: CustomCategory = {
  name: 'Garden',
  slug: 'garden',
  description: 'Outdoor',
  parent: '',
  status: 'Published',
};
const TOOLS: CustomCategory = { ...GARDEN, name: 'Tools', slug: 'tools', parent: 'Garden' };

/** Puts the first `n` products in `category`, as the database would hold them; their ids. */
const putProductsIn = (category: string, n: number) =>
  db.products.slice(0, n).map((p) => {
    p.category = category;
    return p.id;
  });
const categoryOf = (id: number) => db.products.find((p) => p.id === id)!.category;
const snapshot = () => JSON.stringify([db.categories, db.products]);

describe('added categories (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(async () => {
    resetMockDb();
    expect((await call('/categories', 'POST', GARDEN)).status).toBe(201);
    expect((await call('/categories', 'POST', TOOLS)).status).toBe(201);
  });
  afterAll(() => server.close());

  it('takes a product in an added category, refuses an unknown one at the field, and filters the list by it', async () => {
    const product = db.products[0];
    const detail = (await call(`/products/${product.id}`)).body;
    const save = { ...detail, price: 10, discountedPrice: undefined, category: 'Garden' };
    expect((await call(`/products/${product.id}`, 'PUT', save)).status).toBe(200);
    const created = await call('/products', 'POST', { ...save, productName: 'Rake', sku: 4242 });
    expect(created.status).toBe(201);
    expect(created.body.category).toBe('Garden');

    const before = snapshot();
    const unknown = await call('/products', 'POST', { ...save, category: 'Nowhere' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.category).toBeDefined();
    expect((await call(`/products/${product.id}`, 'PUT', { ...save, category: 'garden' })).status).toBe(400);
    expect(snapshot()).toBe(before);

    const listed = await call('/products?category=Garden&itemsPerPage=-1');
    expect(listed.body.products.map((p: { productName: string }) => p.productName).sort()).toEqual(
      [product.productName, 'Rake'].sort(),
    );
  });

  it('refuses a slug another category has, and a parent that is no category', async () => {
    const slug = await call('/categories', 'POST', { ...GARDEN, name: 'Yard' });
    expect(slug.status).toBe(409);
    expect(slug.body.errors.slug).toBeDefined();
    expect((await call('/categories', 'POST', { ...GARDEN, name: 'Yard', slug: 'games' })).status).toBe(409);
    const parent = await call('/categories', 'POST', {
      ...GARDEN,
      name: 'Yard',
      slug: 'yard',
      parent: 'Moon',
    });
    expect(parent.status).toBe(400);
    expect(parent.body.errors.parent).toBeDefined();
    expect(db.categories.map((c) => c.name)).toEqual(['Garden', 'Tools']);
  });

  it('edits every field with the revision it opened; a rename moves its products and subcategories', async () => {
    const ids = putProductsIn('Garden', 3);
    const edited = {
      name: 'Backyard',
      slug: 'backyard',
      description: 'All outside',
      parent: 'Home Decor',
      status: 'Inactive',
    };
    const res = await call('/categories/garden', 'PUT', edited, { ifMatch: categoryRevision(GARDEN) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(edited);
    expect(res.etag).toBe(`"${categoryRevision(res.body)}"`);
    expect(ids.map(categoryOf)).toEqual(['Backyard', 'Backyard', 'Backyard']);
    expect(db.categories.find((c) => c.name === 'Tools')!.parent).toBe('Backyard');
    expect((await call('/categories')).body.categories).toEqual([edited, { ...TOOLS, parent: 'Backyard' }]);
    // The same name in another case is the category's own.
    expect((await call('/categories/backyard', 'PUT', { ...edited, name: 'BACKYARD' })).status).toBe(200);
  });

  it('answers 412 with the category as it is now when it changed since the drawer opened it', async () => {
    await call('/categories/garden', 'PUT', { ...GARDEN, description: 'Theirs' });
    const before = snapshot();
    const stale = await call(
      '/categories/garden',
      'PUT',
      { ...GARDEN, description: 'Mine' },
      {
        ifMatch: categoryRevision(GARDEN),
      },
    );
    expect(stale.status).toBe(412);
    expect(stale.body.current).toEqual({ ...GARDEN, description: 'Theirs' });
    expect(snapshot()).toBe(before);
  });

  it('refuses an edit without the right, a malformed body, a taken name or slug, a loop, and the built-in ones', async () => {
    putProductsIn('Garden', 2);
    const before = snapshot();
    expect((await call('/categories/garden', 'PUT', { ...GARDEN, name: 'X' }, { as: client })).status).toBe(
      403,
    );
    expect((await call('/categories/garden', 'PUT', undefined, { raw: '{"name":' })).status).toBe(400);
    expect((await call('/categories/garden', 'PUT', { ...GARDEN, status: 'Gone' })).status).toBe(400);
    expect((await call('/categories/garden', 'PUT', { ...GARDEN, slug: 'Bad Slug' })).status).toBe(400);
    const taken = await call('/categories/garden', 'PUT', { ...GARDEN, name: 'tools' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.name).toBeDefined();
    expect((await call('/categories/garden', 'PUT', { ...GARDEN, name: 'Games' })).status).toBe(409);
    expect((await call('/categories/garden', 'PUT', { ...GARDEN, slug: 'tools' })).status).toBe(409);
    expect((await call('/categories/garden', 'PUT', { ...GARDEN, parent: 'Garden' })).status).toBe(400);
    const loop = await call('/categories/garden', 'PUT', { ...GARDEN, parent: 'Tools' });
    expect(loop.status).toBe(400);
    expect(loop.body.errors.parent).toBeDefined();
    const builtIn = await call('/categories/home-decor', 'PUT', { ...GARDEN, name: 'Home' });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.message).toMatch(/built-in/);
    expect((await call('/categories/nowhere', 'PUT', GARDEN)).status).toBe(404);
    expect(snapshot()).toBe(before);
  });

  it('deletes a category no product uses; its subcategories move up to its parent', async () => {
    await call('/categories/tools', 'PUT', { ...TOOLS, parent: 'Garden' });
    await call('/categories/garden', 'PUT', { ...GARDEN, parent: 'Office' });
    const res = await call('/categories/garden', 'DELETE');
    expect(res).toEqual(expect.objectContaining({ status: 200, body: { moved: 0 } }));
    expect(db.categories).toEqual([expect.objectContaining({ name: 'Tools', parent: 'Office' })]);
  });

  it('refuses to delete a category its products use, with their number; moves them when asked', async () => {
    const ids = putProductsIn('Garden', 3);
    const before = snapshot();
    const refused = await call('/categories/garden', 'DELETE');
    expect(refused.status).toBe(409);
    expect(refused.body.products).toBe(3);
    expect(refused.body.message).toMatch(/3 products/);
    expect(snapshot()).toBe(before);

    const moved = await call('/categories/garden', 'DELETE', { moveProductsTo: 'Tools' });
    expect(moved.body).toEqual({ moved: 3 });
    expect(ids.map(categoryOf)).toEqual(['Tools', 'Tools', 'Tools']);
    expect(db.categories.map((c) => c.name)).toEqual(['Tools']);
    expect((await call('/categories/tools', 'DELETE', { moveProductsTo: 'Shoes' })).body).toEqual({
      moved: 3,
    });
    expect(categoryOf(ids[0])).toBe('Shoes');
  });

  it('refuses a delete without the right, with a missing, self, unknown target or a malformed body, and the built-in ones', async () => {
    putProductsIn('Garden', 2);
    const before = snapshot();
    expect((await call('/categories/garden', 'DELETE', undefined, { as: client })).status).toBe(403);
    for (const body of [
      {},
      { moveProductsTo: '' },
      { moveProductsTo: 'Garden' },
      { moveProductsTo: 'Moon' },
    ]) {
      const res = await call('/categories/garden', 'DELETE', body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body.errors.moveProductsTo).toBeDefined();
    }
    expect((await call('/categories/garden', 'DELETE', { moveProductsTo: 'Tools', more: 1 })).status).toBe(
      400,
    );
    expect((await call('/categories/garden', 'DELETE', undefined, { raw: 'not json' })).status).toBe(400);
    const builtIn = await call('/categories/games', 'DELETE', { moveProductsTo: 'Garden' });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.message).toMatch(/built-in/);
    expect((await call('/categories/nowhere', 'DELETE')).status).toBe(404);
    expect(snapshot()).toBe(before);
  });
});
