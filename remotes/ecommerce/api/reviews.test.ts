import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/ecommerce/reviews';
const get = async (path = '') => {
  const res = await fetch(`${BASE}${path}`);
  return { status: res.status, body: await res.json() };
};
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
type Row = {
  id: number;
  product: string;
  reviewer: string;
  email: string;
  head: string;
  para: string;
  status: string;
  date: string;
  review: number;
};

describe('reviews', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 100 reviews with ratings 1 to 5 and both statuses', async () => {
    const { body } = await get('?itemsPerPage=-1');
    expect(body.total).toBe(100);
    expect(new Set(body.reviews.map((r: Row) => r.review))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(body.reviews.map((r: Row) => r.status))).toEqual(new Set(['Published', 'Pending']));
    expect((await get()).body.reviews).toHaveLength(10);
  });

  it('filters by status exactly, All or nothing meaning every review', async () => {
    const published = (await get('?status=Published&itemsPerPage=-1')).body;
    const pending = (await get('?status=Pending&itemsPerPage=-1')).body;
    expect(published.reviews.every((r: Row) => r.status === 'Published')).toBe(true);
    expect(pending.reviews.every((r: Row) => r.status === 'Pending')).toBe(true);
    expect(published.total + pending.total).toBe(100);
    expect((await get('?status=All')).body.total).toBe(100);
    expect((await get('?status=published')).body.total).toBe(0);
  });

  it('searches product, reviewer, email, head or para literally', async () => {
    const { body } = await get('?q=EXCELLENT&itemsPerPage=-1');
    expect(body.total).toBeGreaterThan(0);
    expect(
      body.reviews.every((r: Row) =>
        [r.product, r.reviewer, r.email, r.head, r.para].join(' ').toLowerCase().includes('excellent'),
      ),
    ).toBe(true);
    expect((await get('?q=.*')).body.total).toBe(0);
  });

  it('sorts dates as dates and text stably; unknown keys keep the order', async () => {
    const dates = (await get('?sortBy=date&orderBy=desc&itemsPerPage=-1')).body.reviews.map(
      (r: Row) => r.date,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    const reviewers = (await get('?sortBy=reviewer&orderBy=asc&itemsPerPage=-1')).body.reviews.map(
      (r: Row) => r.reviewer,
    );
    expect(reviewers).toEqual(
      [...reviewers].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect((await get('?sortBy=review&orderBy=asc')).body.reviews[0].id).toBe(1);
  });

  it('falls back on bad paging and answers an empty page past the end', async () => {
    expect((await get('?page=one&itemsPerPage=ten')).body.reviews).toHaveLength(10);
    expect((await get('?page=50')).body).toEqual({ reviews: [], total: 100 });
  });

  it('deletes a review (204), then 404 with an empty body', async () => {
    expect((await send('DELETE', '/9')).status).toBe(204);
    expect((await get('?itemsPerPage=-1')).body.reviews.some((r: Row) => r.id === 9)).toBe(false);
    const again = await send('DELETE', '/9');
    expect(again.status).toBe(404);
    expect(await again.text()).toBe('');
    expect((await get()).body.total).toBe(99);
  });

  it('publishes and unpublishes a review (addition), rejecting bad input without change', async () => {
    const target = db.reviews.find((r) => r.status === 'Pending')!;
    const res = await send('PATCH', `/${target.id}`, { status: 'Published' });
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('Published');
    expect(db.reviews.find((r) => r.id === target.id)?.status).toBe('Published');

    const bad = await send('PATCH', `/${target.id}`, { status: 'Hidden' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/status/);
    expect((await send('PATCH', `/${target.id}`, '{oops')).status).toBe(400);
    expect(db.reviews.find((r) => r.id === target.id)?.status).toBe('Published');

    const missing = await send('PATCH', '/9999', { status: 'Pending' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No review found with this id' });
  });
});
