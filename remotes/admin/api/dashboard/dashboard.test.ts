import { server, listenUntilReady } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks/db';
import type { AnalyticsProjectListResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const list = async (qs = '') => {
  const res = await fetch(`http://localhost/api/dashboard/analytics/projects${qs}`);
  return { status: res.status, body: (await res.json()) as AnalyticsProjectListResponse };
};

describe('analytics projects', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists the 7 projects with page counts', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toEqual(expect.objectContaining({ totalProjects: 7, totalPages: 1, page: 1 }));
    expect(body.projects).toHaveLength(7);
    const paged = (await list('?itemsPerPage=5&page=2')).body;
    expect(paged).toEqual(expect.objectContaining({ totalProjects: 7, totalPages: 2, page: 2 }));
    expect(paged.projects).toHaveLength(2);
  });

  it('searches name, project kind or leader case-insensitively', async () => {
    expect((await list('?q=figma')).body.projects.map((p) => p.name)).toEqual(['Figma Dashboards']);
    expect((await list('?q=KEITH')).body.projects.map((p) => p.name)).toEqual(['Admin Template']);
    expect((await list('?q=laravel')).body.projects.map((p) => p.name)).toEqual(['Vue Admin Template']);
    const none = (await list('?q=zzz')).body;
    expect(none).toEqual({ projects: [], totalPages: 0, totalProjects: 0, page: 1 });
  });

  it('sorts by project name, leader and progress', async () => {
    const names = (await list('?sortBy=project&orderBy=asc')).body.projects.map((p) => p.name);
    expect(names[0]).toBe('Admin Template');
    const leaders = (await list('?sortBy=leader&orderBy=desc')).body.projects.map((p) => p.leader);
    expect(leaders).toEqual([...leaders].sort((a, b) => a.localeCompare(b)).reverse());
    const progress = (await list('?sortBy=progress&orderBy=desc')).body.projects.map((p) => p.progress);
    expect(progress).toEqual([100, 78, 62, 47, 33, 25, 8]);
  });

  it('falls back on bad paging', async () => {
    const { body } = await list('?page=abc&itemsPerPage=-5');
    expect(body.page).toBe(1);
    expect(body.projects).toHaveLength(7);
  });
});
