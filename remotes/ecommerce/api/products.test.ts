import { server, listenUntilReady } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const list = async (qs = '') => {
  const res = await fetch(`http://localhost/api/apps/ecommerce/products${qs}`);
  return { status: res.status, body: await res.json() };
};

describe('products', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 50 products, reversed, 10 a page by default', async () => {
    const { body } = await list();
    expect(body.total).toBe(50);
    expect(body.products).toHaveLength(10);
    expect(body.products[0].id).toBe(50);
  });

  it('searches name or brand case-insensitively and literally', async () => {
    expect(
      (await list('?q=APPLE')).body.products.every((p: { productBrand: string; productName: string }) =>
        `${p.productBrand} ${p.productName}`.toLowerCase().includes('apple'),
      ),
    ).toBe(true);
    expect((await list('?q=.*')).body.total).toBe(0);
    expect((await list('?q=(4th')).body.total).toBe(1);
  });

  it('filters by category, status and stock exactly', async () => {
    const { body } = await list('?category=Shoes&itemsPerPage=-1');
    expect(body.products.every((p: { category: string }) => p.category === 'Shoes')).toBe(true);
    expect(body.total).toBe(body.products.length);
    const inStock = (await list('?stock=true&itemsPerPage=-1')).body;
    expect(inStock.products.every((p: { stock: boolean }) => p.stock)).toBe(true);
  });

  it('sorts price numerically and falls back on bad paging', async () => {
    const { body } = await list('?sortBy=price&orderBy=desc&page=x&itemsPerPage=y');
    const prices = body.products.map((p: { price: string }) => Number(p.price.slice(1)));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(2499);
    expect(body.products).toHaveLength(10);
  });

  it('answers an empty page past the end with the right total', async () => {
    const { body } = await list('?page=99');
    expect(body).toEqual({ products: [], total: 50 });
  });

  it('deletes exactly one product, and 404 for an unknown id', async () => {
    expect((await fetch('http://localhost/api/apps/ecommerce/products/7', { method: 'DELETE' })).status).toBe(
      204,
    );
    const { body } = await list('?itemsPerPage=-1');
    expect(body.total).toBe(49);
    expect(body.products.some((p: { id: number }) => p.id === 7)).toBe(false);
    expect(body.products.some((p: { id: number }) => p.id === 8)).toBe(true);
    expect((await fetch('http://localhost/api/apps/ecommerce/products/7', { method: 'DELETE' })).status).toBe(
      404,
    );
  });
});
