import { server, listenUntilReady } from '../../node';
import type { SearchResponse } from '@atrium/contracts';
import { SEARCH_GROUPS } from '../../data/searchItems';
import { authFetch } from '../../testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const search = async (qs = '') => {
  const res = await fetch(`http://localhost/api/app-bar/search${qs}`);
  return { status: res.status, body: (await res.json()) as SearchResponse };
};

describe('global search', () => {
  beforeAll(() => listenUntilReady());
  afterAll(() => server.close());

  it('answers every group, capped at 5 children, without a query', async () => {
    const { status, body } = await search();
    expect(status).toBe(200);
    expect(body.map((g) => g.title)).toEqual([
      'Dashboards',
      'Front Pages',
      'Apps & Pages',
      'User Interface',
      'Forms & Tables',
      'Chart & Misc',
    ]);
    expect(body.every((g) => g.children.length <= 5)).toBe(true);
    expect(body.find((g) => g.title === 'Apps & Pages')?.children).toHaveLength(5);
  });

  it('filters child titles case-insensitively and leaves out groups without a match', async () => {
    const { body } = await search('?q=DASHBOARD');
    expect(body.map((g) => g.category)).toEqual(['dashboards']);
    expect(body[0].children.map((c) => c.url)).toEqual([
      '/dashboards/analytics',
      '/dashboards/crm',
      '/dashboards/ecommerce',
      '/dashboards/academy',
      '/dashboards/logistics',
    ]);
    expect((await search('?q=.*')).body).toEqual([]);
  });

  it('caps each group at 5 matches', async () => {
    const { body } = await search('?q=ecommerce');
    const apps = body.find((g) => g.category === 'appsPages');
    expect(
      SEARCH_GROUPS.find((g) => g.category === 'appsPages')!.children.filter((c) =>
        c.title.toLowerCase().includes('ecommerce'),
      ).length,
    ).toBeGreaterThan(5);
    expect(apps?.children).toHaveLength(5);
    expect(apps?.children.every((c) => c.title.toLowerCase().includes('ecommerce'))).toBe(true);
  });

  it('points every child at an Atrium route with an icon', () => {
    for (const child of SEARCH_GROUPS.flatMap((g) => g.children)) {
      expect(child.url).toMatch(/^\/[a-z0-9/-]+$/);
      expect(child.icon).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
