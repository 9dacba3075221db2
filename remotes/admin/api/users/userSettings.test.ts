import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { AuditAction, AuditEntry } from '@atrium/contracts';
import { admin, call, client, newUser } from './usersTestKit';

/** The client's own account settings call (the same record as the admin's view of user 52). */
async function own(method: string, path: string, body?: unknown) {
  const res = await client(`http://localhost/api/account/settings${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe("users: a user's settings and activity", () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it("reads the user's settings, the plan being the user's own plan", async () => {
    const { status, body } = await call(admin, 'GET', '/52/settings');
    expect(status).toBe(200);
    expect(body.details).toMatchObject({ firstName: 'Jane', lastName: 'Doe', email: 'client@demo.com' });
    expect(body.plan).toEqual({ plan: db.users.find((u) => u.id === 52)!.currentPlan });
    expect(body.paymentCards).toEqual([]);
    expect((await call(admin, 'GET', '/999/settings')).body).toEqual({ message: 'User not found' });
  });

  it('saves a section an admin may change; the user sees it on their own settings page', async () => {
    const { body: before } = await call(admin, 'GET', '/52/settings');
    const notifications = structuredClone(before.notifications);
    notifications.channels.newDevice.app = true;
    notifications.timing = 'never';
    const saved = await call(admin, 'PUT', '/52/settings/notifications', notifications);
    expect(saved.status).toBe(200);
    expect(saved.body.notifications).toEqual(notifications);
    expect((await own('GET', '')).body.notifications).toEqual(notifications);

    const connections = { ...before.connections, apps: { ...before.connections.apps, slack: true } };
    expect((await call(admin, 'PUT', '/52/settings/connections', connections)).body.connections).toEqual(
      connections,
    );
    expect((await call(admin, 'PUT', '/52/settings/security', { twoStep: true })).body.security).toEqual({
      twoStep: true,
    });
    const address = { ...before.billingAddress, companyName: 'Doe & Co', address: '1 Main St' };
    expect((await call(admin, 'PUT', '/52/settings/billingAddress', address)).body.billingAddress).toEqual(
      address,
    );
    // What the user saves, the admin sees.
    await own('PUT', '/security', { twoStep: false });
    expect((await call(admin, 'GET', '/52/settings')).body.security.twoStep).toBe(false);
  });

  it('keeps one plan: a plan saved in the settings is the user’s plan, and the other way round', async () => {
    expect((await call(admin, 'PUT', '/52/settings/plan', { plan: 'team' })).body.plan).toEqual({
      plan: 'team',
    });
    expect(db.users.find((u) => u.id === 52)!.currentPlan).toBe('team');
    await call(admin, 'PATCH', '/52', { currentPlan: 'company' });
    expect((await own('GET', '')).body.plan).toEqual({ plan: 'company' });
  });

  it('refuses details (the user record is edited with PUT), unknown sections, bad bodies and unknown users', async () => {
    const { body: before } = await call(admin, 'GET', '/52/settings');
    expect((await call(admin, 'PUT', '/52/settings/details', before.details)).status).toBe(404);
    expect((await call(admin, 'PUT', '/52/settings/everything', {})).status).toBe(404);
    const bad = await call(admin, 'PUT', '/52/settings/billingAddress', {
      ...before.billingAddress,
      companyName: 'Doe & Co',
      address: '1 Main St',
      billingEmail: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['billingEmail']);
    expect((await call(admin, 'PUT', '/52/settings/security', '{oops')).status).toBe(400);
    expect((await call(admin, 'PUT', '/999/settings/security', { twoStep: true })).status).toBe(404);
    expect((await call(admin, 'GET', '/52/settings')).body).toEqual(before);
  });

  it("adds a card to the user's settings keeping its last four digits, and removes it", async () => {
    const card = { cardNumber: '4242 4242 4242 4242', cardName: 'Jane Doe', expiry: '12/40', cvv: '123' };
    const added = await call(admin, 'POST', '/52/settings/cards', card);
    expect(added.status).toBe(201);
    expect(added.body.paymentCards).toEqual([
      { id: 1, cardName: 'Jane Doe', expiry: '12/40', last4: '4242' },
    ]);
    expect(JSON.stringify(db.accountSettings)).not.toContain('4242424242424242');
    expect((await own('GET', '')).body.paymentCards).toHaveLength(1);
    expect((await call(admin, 'POST', '/52/settings/cards', { ...card, cvv: '1' })).status).toBe(400);
    expect((await call(admin, 'POST', '/999/settings/cards', card)).status).toBe(404);
    expect((await call(admin, 'DELETE', '/52/settings/cards/9')).status).toBe(404);
    expect((await call(admin, 'DELETE', '/52/settings/cards/x')).status).toBe(400);
    expect((await call(admin, 'DELETE', '/52/settings/cards/1')).body.paymentCards).toEqual([]);
  });

  it("answers a user's projects and devices: their own, the same for the same user", async () => {
    const { status, body } = await call(admin, 'GET', '/3/activity');
    expect(status).toBe(200);
    expect(body.projects.length).toBeGreaterThanOrEqual(4);
    for (const p of body.projects) {
      expect(p.completedTasks).toBeLessThanOrEqual(p.totalTasks);
      expect(p.progress).toBe(Math.round((p.completedTasks / p.totalTasks) * 100));
    }
    // The devices are the user's open sessions: none for a sample user who never signed in; the
    // admin's own (signed in for these tests) are theirs.
    expect(body.devices).toEqual([]);
    const admins = (await call(admin, 'GET', '/51/activity')).body;
    expect(admins.devices.length).toBeGreaterThanOrEqual(1);
    expect(admins.devices[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), browser: expect.any(String) }),
    );
    expect((await call(admin, 'GET', '/3/activity')).body).toEqual(body);
    expect((await call(admin, 'GET', '/4/activity')).body).not.toEqual(body);
    expect((await call(admin, 'GET', '/999/activity')).status).toBe(404);
  });

  it("counts a user's tasks and projects done from their projects", async () => {
    const { body: activity } = await call(admin, 'GET', '/3/activity');
    const { body: detail } = await call(admin, 'GET', '/3');
    type Project = { completedTasks: number; totalTasks: number };
    const projects = activity.projects as Project[];
    expect(detail.taskDone).toBe(projects.reduce((sum, p) => sum + p.completedTasks, 0));
    expect(detail.projectDone).toBe(projects.filter((p) => p.completedTasks === p.totalTasks).length);
  });

  it('gives a user created now no projects, no tasks done and an empty timeline, even on a reused id', async () => {
    const removed = db.users[db.users.length - 1];
    expect((await call(admin, 'DELETE', `/${removed.id}`)).status).toBe(204);
    const created = await call(admin, 'POST', '', newUser);
    expect(created.status).toBe(201);
    const id = created.body.user?.id ?? created.body.id;
    expect(id).toBe(removed.id);
    const { body: detail } = await call(admin, 'GET', `/${id}`);
    expect(detail).toMatchObject({ taskDone: 0, projectDone: 0 });
    const { body: activity } = await call(admin, 'GET', `/${id}/activity`);
    expect(activity).toMatchObject({ projects: [], timeline: [], devices: [] });
  });

  it("lists what the audit log recorded the user doing, newest first, and nobody else's", async () => {
    const entry = (id: number, actorId: number | null, action: AuditAction, at: string): AuditEntry => ({
      id,
      at,
      actorId,
      actorName: '',
      actorEmail: '',
      ip: '203.0.113.7',
      action,
      subject: action === 'signIn' ? 'Session' : 'Product',
      recordId: '1',
      recordLabel: 'Apple Watch',
      changes: [],
    });
    db.auditLog.push(
      entry(1, 3, 'signIn', '2026-01-01T09:00:00.000Z'),
      entry(2, 3, 'update', '2026-01-01T09:05:00.000Z'),
      entry(3, 4, 'delete', '2026-01-01T09:06:00.000Z'),
      entry(4, null, 'signInFailed', '2026-01-01T09:07:00.000Z'),
    );
    const { body } = await call(admin, 'GET', '/3/activity');
    expect(body.timeline).toEqual([
      {
        id: 2,
        kind: 'updated',
        at: '2026-01-01T09:05:00.000Z',
        values: { subject: 'Product', label: 'Apple Watch' },
      },
      { id: 1, kind: 'signedIn', at: '2026-01-01T09:00:00.000Z', values: { address: '203.0.113.7' } },
    ]);
  });

  it('answers 403 to the client for another user’s settings and activity, and changes nothing', async () => {
    const before = structuredClone(db.accountSettings);
    expect((await call(client, 'GET', '/51/settings')).status).toBe(403);
    expect((await call(client, 'PUT', '/51/settings/security', { twoStep: true })).status).toBe(403);
    expect((await call(client, 'POST', '/51/settings/cards', {})).status).toBe(403);
    expect((await call(client, 'DELETE', '/51/settings/cards/1')).status).toBe(403);
    expect((await call(client, 'GET', '/51/activity')).status).toBe(403);
    expect(db.accountSettings).toEqual(before);
  });
});
