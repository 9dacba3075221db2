import { permissionRevision } from '@atrium/contracts';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { putWithRevision } from '@atrium/mocks/testing/putWithRevision';

// Two admins edit one permission: the later save, made from the revision its dialog opened, is refused
// once the permission has changed since.

const admin = authFetch('admin');

describe('editing a permission someone else changed', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('refuses a save from an older revision with the permission as it is now, and changes nothing', async () => {
    const opened = structuredClone(db.permissions[0]);
    const url = `http://localhost/api/apps/permissions/${opened.id}`;
    const { name, assignedTo, abilities } = opened;
    const first = await putWithRevision(
      admin,
      url,
      { name: 'First', assignedTo, abilities },
      `"${permissionRevision(opened)}"`,
    );
    expect(first.status).toBe(200);
    expect(first.etag).toBe(`"${permissionRevision(first.body)}"`);

    const late = await putWithRevision(
      admin,
      url,
      { name, assignedTo: [], abilities },
      `"${permissionRevision(opened)}"`,
    );
    expect(late.status).toBe(412);
    expect(late.body.current.name).toBe('First');
    expect(db.permissions[0]).toMatchObject({ name: 'First', assignedTo });
  });
});
