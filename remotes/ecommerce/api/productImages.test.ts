import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { ProductDetail } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { DOT_PNG as PNG } from '@atrium/mocks/testing/pictures';

// A product's picture: uploaded (checked by its bytes), served by the API, and named by the product's
// save — which accepts no other site's address.
const admin = authFetch('admin');
const client = authFetch('client');
const PRODUCTS = 'http://localhost/api/apps/ecommerce/products';

const upload = (body: BodyInit, as = admin) =>
  as(`${PRODUCTS}/images`, { method: 'POST', headers: { 'content-type': 'image/png' }, body });
const detailOf = async (id: number) => (await (await admin(`${PRODUCTS}/${id}`)).json()) as ProductDetail;
const saveWithImage = async (id: number, image: string) => {
  const d = await detailOf(id);
  return admin(`${PRODUCTS}/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      productName: d.productName,
      productBrand: d.productBrand,
      category: d.category,
      status: d.status,
      sku: d.sku,
      price: Number(d.price.replace(/[^0-9.]/g, '')),
      qty: d.qty,
      stock: d.stock,
      image,
    }),
  });
};

describe('product pictures (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('stores an uploaded picture, serves it, and a product saved with it shows it', async () => {
    const res = await upload(PNG);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);
    expect((await fetch(`http://localhost${url}`)).headers.get('content-type')).toBe('image/png');
    // Asked at a width: the smallest copy at least as wide, or (a 1-pixel picture has none) itself.
    expect((await fetch(`http://localhost${url}?w=96`)).headers.get('content-type')).toBe('image/png');
    for (const w of ['0', 'abc', '2001', '96px'])
      expect((await fetch(`http://localhost${url}?w=${w}`)).status).toBe(400);
    expect((await saveWithImage(3, url)).status).toBe(200);
    expect((await detailOf(3)).image).toBe(url);
    // No picture at all, and a sample picture, are fine too.
    expect((await saveWithImage(3, '')).status).toBe(200);
    expect((await detailOf(3)).image).toBe('');
    expect((await saveWithImage(3, '/images/products/apple-watch.svg')).status).toBe(200);
  });

  it.each([
    ['another site', 'https://tracker.example/pixel.png'],
    ['a script address', 'javascript:alert(1)'],
    ['a path out of the pictures', '/images/../api/users'],
    ['a picture never uploaded', `/api/media/${'a'.repeat(32)}`],
  ])('refuses a product picture at %s (400 at the field), the product unchanged', async (_, image) => {
    const before = await detailOf(3);
    const res = await saveWithImage(3, image);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.image).toBeDefined();
    expect(await detailOf(3)).toEqual(before);
  });

  it('refuses what is not a picture, too large a one, and a user who may not edit products', async () => {
    expect(
      (await upload('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).status,
    ).toBe(400);
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(PNG);
    expect((await upload(big)).status).toBe(413);
    expect((await upload(PNG, client)).status).toBe(403);
    expect((await upload(PNG, fetch)).status).toBe(401);
    expect(db.media).toHaveLength(0);
  });
});
