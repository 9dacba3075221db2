import { server, listenUntilReady } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks/db';
import type { PermissionListResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const list = async (qs = '') => {
  const res = await fetch(`http://localhost/api/apps/permissions${qs}`);
  return { status: res.status, body: (await res.json()) as PermissionListResponse };
};

describe('permissions', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists the 9 permissions of the spec with their roles', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.totalPermissions).toBe(9);
    expect(body.permissions).toHaveLength(9);
    expect(body.permissions.find((p) => p.name === 'Project Planning')?.assignedTo).toEqual([
      'admin',
      'author',
      'editor',
    ]);
    expect(body.permissions.find((p) => p.name === 'Only View')?.assignedTo).toEqual(['admin', 'subscriber']);
  });

  it('searches name or assigned role case-insensitively', async () => {
    expect((await list('?q=BILLING')).body.permissions.map((p) => p.name)).toEqual([
      'Manage Billing & Roles',
    ]);
    const managers = (await list('?q=MAINTAINER')).body;
    expect(managers.permissions.map((p) => p.name)).toEqual([
      'Add & Remove Users',
      'Client Communication',
      'Financial Management',
    ]);
    expect(managers.totalPermissions).toBe(3);
    expect((await list('?q=.*')).body.totalPermissions).toBe(0);
  });

  it('sorts by name and pages', async () => {
    const names = (await list('?sortBy=name&orderBy=asc')).body.permissions.map((p) => p.name);
    expect(names[0]).toBe('Add & Remove Users');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const { body } = await list('?sortBy=name&orderBy=desc&itemsPerPage=5&page=2');
    expect(body.permissions).toHaveLength(4);
    expect(body.totalPermissions).toBe(9);
    expect(body.permissions.at(-1)?.name).toBe('Add & Remove Users');
  });

  it('falls back on bad paging', async () => {
    expect((await list('?page=-1&itemsPerPage=0')).body.permissions).toHaveLength(9);
  });
});
