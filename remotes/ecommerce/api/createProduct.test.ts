import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const URL_ = 'http://localhost/api/apps/ecommerce/products';
const post = (body: unknown) =>
  fetch(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const valid = {
  productName: 'Linen Lounge Chair',
  productBrand: 'Atrium Home',
  category: 'Home Decor',
  status: 'Published',
  sku: 48211,
  price: 349.5,
  qty: 12,
  stock: true,
  tags: ['chair'],
  description: '<p>Soft linen.</p>',
};

describe('create product (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('stores the product with the next id and lists it first, with every field its form has', async () => {
    const res = await post({
      ...valid,
      variants: [{ option: 'color', value: 'Sand' }],
      collection: 'Summer',
      discountedPrice: 299,
      chargeTax: false,
      shipping: 'company',
      delivery: 'local',
      attributes: ['fragile'],
      barcode: '0123456789012',
    });
    expect(res.status).toBe(201);
    const product = await res.json();
    expect(product).toEqual({
      id: 51,
      productName: 'Linen Lounge Chair',
      productBrand: 'Atrium Home',
      category: 'Home Decor',
      status: 'Published',
      sku: 48211,
      price: '$349.50',
      qty: 12,
      stock: true,
      image: '',
      tags: ['chair'],
      description: '<p>Soft linen.</p>',
      variants: [{ option: 'color', value: 'Sand' }],
      collection: 'Summer',
      discountedPrice: 299,
      chargeTax: false,
      shipping: 'company',
      delivery: 'local',
      attributes: ['fragile'],
      barcode: '0123456789012',
    });
    expect(await (await fetch(`${URL_}/51`)).json()).toEqual(product);
    const list = await (await fetch(`${URL_}?q=linen lounge`)).json();
    expect(list.products[0]).toEqual(product);
    expect((await (await fetch(URL_)).json()).products[0].id).toBe(51);
  });

  it.each([
    ['malformed JSON', '{nope', /JSON/],
    ['a missing name', { ...valid, productName: undefined }, /productName/],
    ['a blank name', { ...valid, productName: '   ' }, /productName/],
    ['an unknown category', { ...valid, category: 'Toys' }, /category/],
    ['a price as text', { ...valid, price: '$12' }, /price/],
    ['a negative quantity', { ...valid, qty: -1 }, /qty/],
    ['a discount not below the price', { ...valid, discountedPrice: 349.5 }, /discounted price/],
    ['an unknown variant option', { ...valid, variants: [{ option: 'taste', value: 'Sweet' }] }, /variant/],
    ['an unknown attribute', { ...valid, attributes: ['radioactive'] }, /attribute/],
  ])('rejects %s with 400 and leaves the data unchanged', async (_, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
    expect(db.products).toHaveLength(50);
  });
});
