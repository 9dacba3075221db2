import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { EmailContactsResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

const BASE = 'http://localhost/api/apps/email/contacts';
const asAdmin = authFetch('admin');

const contacts = async (qs = '', fetcher: typeof fetch = asAdmin) => {
  const res = await fetcher(`${BASE}${qs}`);
  return {
    status: res.status,
    body: (await res.json()) as EmailContactsResponse & { message?: string },
  };
};
const addresses = async (qs: string) => (await contacts(qs)).body.contacts.map((c) => c.email);

describe('GET /api/apps/email/contacts (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('answers 8 people by name by default, never the caller nor the mailbox itself', async () => {
    const { status, body } = await contacts();
    expect(status).toBe(200);
    expect(body.contacts).toHaveLength(8);
    const names = body.contacts.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const all = await addresses('?limit=50&q=doe');
    expect(all).not.toContain('admin@demo.com');
    expect(all).not.toContain('johndoe@atrium.test');
    expect(all).toContain('client@demo.com');
  });

  it('finds directory users and correspondents by name or address, ignoring case, accents and spaces', async () => {
    const garcia = db.users.filter((u) => u.fullName.includes('García')).map((u) => u.email);
    expect(garcia.length).toBeGreaterThan(1);
    expect((await addresses('?q=%20GARCIA%20&limit=50')).sort()).toEqual([...garcia].sort());
    expect(await addresses('?q=garc%C3%ADa&limit=50')).toHaveLength(garcia.length);

    const ross = (await contacts('?q=ross.gel')).body.contacts;
    expect(ross).toEqual([expect.objectContaining({ name: 'Ross Geller', email: 'ross.geller@mail.test' })]);
    expect(await addresses('?q=.*')).toEqual([]);
  });

  it('lists cc and bcc addresses, and each address once whatever its case', async () => {
    db.emails[0].cc = ['Team.Lead@Mail.test'];
    db.emails[1].bcc = ['team.lead@mail.test'];
    db.users[0].email = 'ROSS.GELLER@MAIL.TEST';
    expect(await addresses('?q=team.lead')).toEqual(['Team.Lead@Mail.test']);
    const ross = (await contacts('?q=ross.geller')).body.contacts;
    // The directory's full name wins over the name a message gave the address.
    expect(ross).toEqual([expect.objectContaining({ name: db.users[0].fullName })]);
  });

  it('answers at most limit (up to 50), and refuses any other limit with a message', async () => {
    expect(await addresses('?limit=3')).toHaveLength(3);
    expect(await addresses('?limit=50')).toHaveLength(50);
    for (const bad of ['0', '51', '-1', '2.5', 'abc', '', '1e1']) {
      const { status, body } = await contacts(`?limit=${bad}`);
      expect(status).toBe(400);
      expect(body.message).toBe('limit must be a whole number from 1 to 50');
    }
    expect((await contacts(`?q=${'a'.repeat(255)}`)).status).toBe(400);
  });

  it('needs a signed-in caller who may read Email', async () => {
    expect((await contacts('', fetch)).status).toBe(401);
    expect((await contacts('', authFetch('client'))).status).toBe(403);
  });
});
