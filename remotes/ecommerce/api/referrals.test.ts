import { server, listenUntilReady } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const get = async (qs = '') => {
  const res = await fetch(`http://localhost/api/apps/ecommerce/referrals${qs}`);
  return { status: res.status, body: await res.json() };
};
type Row = { id: number; user: string; referredId: number; value: string; earning: string; status: string };
const money = (s: string) => Number(s.replace(/[^0-9.-]/g, ''));

describe('referrals', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 45 referrals, 10 a page, with money text and the spec statuses', async () => {
    const { body } = await get();
    expect(body.total).toBe(45);
    expect(body.referrals).toHaveLength(10);
    const all = (await get('?itemsPerPage=-1')).body.referrals as Row[];
    expect(all).toHaveLength(45);
    expect(all.every((r) => /^\$[\d,]+$/.test(r.value) && /^\$[\d,]+$/.test(r.earning))).toBe(true);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['Unpaid', 'Paid', 'Rejected']));
  });

  it('sorts value and earning as money, referred-id as a number, users as text', async () => {
    const values = (await get('?sortBy=value&orderBy=desc&itemsPerPage=-1')).body.referrals.map((r: Row) =>
      money(r.value),
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const earnings = (await get('?sortBy=earning&orderBy=asc&itemsPerPage=-1')).body.referrals.map((r: Row) =>
      money(r.earning),
    );
    expect(earnings).toEqual([...earnings].sort((a, b) => a - b));
    const ids = (await get('?sortBy=referred-id&orderBy=asc&itemsPerPage=-1')).body.referrals.map(
      (r: Row) => r.referredId,
    );
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const users = (await get('?sortBy=users&orderBy=asc&itemsPerPage=-1')).body.referrals.map(
      (r: Row) => r.user,
    );
    expect(users).toEqual([...users].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect((await get('?sortBy=user&orderBy=asc')).body.referrals[0].id).toBe(1);
  });

  it('pages: the last page is partial, past the end empty, bad values fall back', async () => {
    expect((await get('?page=5')).body.referrals).toHaveLength(5);
    expect((await get('?page=6')).body).toEqual({ referrals: [], total: 45 });
    expect((await get('?page=&itemsPerPage=NaN')).body.referrals).toHaveLength(10);
  });
});
