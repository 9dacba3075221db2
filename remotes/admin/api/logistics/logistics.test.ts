import { server, listenUntilReady } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks/db';
import { VEHICLE_WARNINGS, type VehicleListResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const list = async (qs = '') => {
  const res = await fetch(`http://localhost/api/apps/logistics/vehicles${qs}`);
  return { status: res.status, body: (await res.json()) as VehicleListResponse };
};

describe('logistics vehicles', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 25 vehicles, 10 a page by default, with every warning and progress 0..100', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.totalVehicles).toBe(25);
    expect(body.vehicles).toHaveLength(10);
    const all = (await list('?itemsPerPage=-1')).body.vehicles;
    expect(new Set(all.map((v) => v.warnings))).toEqual(new Set(VEHICLE_WARNINGS));
    expect(all.every((v) => v.progress >= 0 && v.progress <= 100)).toBe(true);
  });

  it.each([
    ['location', (v: { location: number }) => v.location],
    ['progress', (v: { progress: number }) => v.progress],
  ] as const)('sorts %s numerically', async (key, value) => {
    const asc = (await list(`?sortBy=${key}&orderBy=asc&itemsPerPage=-1`)).body.vehicles.map(
      value as (v: object) => number,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list(`?sortBy=${key}&orderBy=desc&itemsPerPage=-1`)).body.vehicles.map(
      value as (v: object) => number,
    );
    expect(desc).toEqual([...asc].reverse());
  });

  it('sorts startRoute, endRoute and warnings as text', async () => {
    const cmp = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
    const start = (await list('?sortBy=startRoute&orderBy=asc&itemsPerPage=-1')).body.vehicles.map(
      (v) => v.startCity,
    );
    expect(start).toEqual([...start].sort(cmp));
    const end = (await list('?sortBy=endRoute&orderBy=desc&itemsPerPage=-1')).body.vehicles.map(
      (v) => v.endCity,
    );
    expect(end).toEqual([...end].sort(cmp).reverse());
    const warnings = (await list('?sortBy=warnings&orderBy=asc&itemsPerPage=-1')).body.vehicles.map(
      (v) => v.warnings,
    );
    expect(warnings).toEqual([...warnings].sort(cmp));
  });

  it('falls back on bad paging and answers an empty page past the end', async () => {
    const { body } = await list('?page=zero&itemsPerPage=many&sortBy=nope');
    expect(body.vehicles.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await list('?page=3')).body.vehicles).toHaveLength(5);
    expect((await list('?page=4')).body).toEqual({ vehicles: [], totalVehicles: 25 });
  });
});
