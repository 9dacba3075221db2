import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { productRevision, type ProductDetail } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { putWithRevision } from '@atrium/mocks/testing/putWithRevision';

// Editing a product: its form's every field through PUT (with the revision it opened), the list's
// switches through PATCH, and one status for several products.
const admin = authFetch('admin');
const client = authFetch('client');
const URL_ = 'http://localhost/api/apps/ecommerce/products';

const detailOf = async (id: number) => (await (await admin(`${URL_}/${id}`)).json()) as ProductDetail;
const patch = (url: string, body: unknown, as = admin) =>
  as(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A form's save of `detail`, changed by `changes`. */
const saveOf = (detail: ProductDetail, changes: Record<string, unknown> = {}) => ({
  productName: detail.productName,
  productBrand: detail.productBrand,
  category: detail.category,
  status: detail.status,
  sku: detail.sku,
  price: Number(detail.price.replace(/[^0-9.]/g, '')),
  qty: detail.qty,
  stock: detail.stock,
  description: detail.description,
  barcode: detail.barcode,
  tags: detail.tags,
  variants: detail.variants,
  collection: detail.collection,
  chargeTax: detail.chargeTax,
  shipping: detail.shipping,
  delivery: detail.delivery,
  attributes: detail.attributes,
  image: detail.image,
  ...changes,
});

describe('editing products (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('answers a product with every field its form edits (defaults for a sample product), its revision as ETag', async () => {
    const res = await admin(`${URL_}/3`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as ProductDetail;
    expect(detail).toEqual(
      expect.objectContaining({
        id: 3,
        description: '',
        variants: [],
        discountedPrice: null,
        chargeTax: true,
      }),
    );
    expect(res.headers.get('etag')).toBe(`"${productRevision(detail)}"`);
    expect((await admin(`${URL_}/999`)).status).toBe(404);
    expect((await admin(`${URL_}/x`)).status).toBe(400);
  });

  it('saves every field with its picture, and the list shows the new price', async () => {
    const before = await detailOf(3);
    const saved = await putWithRevision(
      admin,
      `${URL_}/3`,
      saveOf(before, {
        price: 12.5,
        discountedPrice: 9.99,
        variants: [{ option: 'size', value: 'XL' }],
        collection: 'Winter',
        attributes: ['frozen'],
        delivery: 'selected',
      }),
      `"${productRevision(before)}"`,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...before,
      price: '$12.50',
      discountedPrice: 9.99,
      variants: [{ option: 'size', value: 'XL' }],
      collection: 'Winter',
      attributes: ['frozen'],
      delivery: 'selected',
    });
    expect(saved.etag).toBe(`"${productRevision(saved.body)}"`);
    expect(await detailOf(3)).toEqual(saved.body);
    const list = await (await admin(`${URL_}?itemsPerPage=-1`)).json();
    expect(list.products.find((p: { id: number }) => p.id === 3).price).toBe('$12.50');
  });

  it('refuses a save made from an older revision (412 with the product as it is now) and changes nothing', async () => {
    const opened = await detailOf(3);
    const first = await putWithRevision(
      admin,
      `${URL_}/3`,
      saveOf(opened, { qty: 77 }),
      `"${productRevision(opened)}"`,
    );
    expect(first.status).toBe(200);
    const late = await putWithRevision(
      admin,
      `${URL_}/3`,
      saveOf(opened, { qty: 5 }),
      `"${productRevision(opened)}"`,
    );
    expect(late.status).toBe(412);
    expect(late.body.current).toEqual(first.body);
    expect((await detailOf(3)).qty).toBe(77);
  });

  it.each([
    ['a discount not below the price', { discountedPrice: 1_000_000 }, /discounted price/],
    ['an unknown delivery', { delivery: 'moon' }, /delivered/],
    ['a blank variant', { variants: [{ option: 'size', value: ' ' }] }, /variant/],
  ])('refuses %s with 400 and changes nothing', async (_, changes, message) => {
    const before = structuredClone(db.products);
    const res = await putWithRevision(admin, `${URL_}/3`, saveOf(await detailOf(3), changes));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(db.products).toEqual(before);
  });

  it('switches stock and sets the status in place, and nothing else', async () => {
    const res = await patch(`${URL_}/3`, { stock: false, status: 'Inactive' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(expect.objectContaining({ id: 3, stock: false, status: 'Inactive' }));
    const before = structuredClone(db.products);
    for (const body of [{ price: 1 }, {}, { stock: 'no' }])
      expect((await patch(`${URL_}/3`, body)).status).toBe(400);
    expect((await patch(`${URL_}/999`, { stock: true })).status).toBe(404);
    expect(db.products).toEqual(before);
  });

  it('sets one status for several products, all or none', async () => {
    const res = await patch(URL_, { ids: [1, 2, 3], status: 'Scheduled' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 3 });
    expect(db.products.filter((p) => [1, 2, 3].includes(p.id)).map((p) => p.status)).toEqual([
      'Scheduled',
      'Scheduled',
      'Scheduled',
    ]);
    const before = structuredClone(db.products);
    const missing = await patch(URL_, { ids: [4, 999], status: 'Inactive' });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toMatch(/999/);
    expect((await patch(URL_, { ids: [], status: 'Inactive' })).status).toBe(400);
    expect(
      (await patch(URL_, { ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'Inactive' })).status,
    ).toBe(400);
    expect(db.products).toEqual(before);
  });

  it('lets a user who may not update products change none of them', async () => {
    const before = structuredClone(db.products);
    const detail = await detailOf(3);
    expect((await putWithRevision(client, `${URL_}/3`, saveOf(detail, { qty: 1 }))).status).toBe(403);
    expect((await patch(`${URL_}/3`, { stock: false }, client)).status).toBe(403);
    expect((await patch(URL_, { ids: [3], status: 'Inactive' }, client)).status).toBe(403);
    expect(db.products).toEqual(before);
  });
});
