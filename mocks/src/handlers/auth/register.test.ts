import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';

const post = (path: string, body: unknown) =>
  fetch(`http://localhost/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const account = { username: 'ada', email: 'ada@demo.com', password: 'analytical', terms: true };

describe('POST /api/auth/register', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('creates a client on the basic plan, signed in, who can then log in', async () => {
    const res = await post('register', account);
    expect(res.status).toBe(201);
    expect((await res.json()).userData).toMatchObject({ username: 'ada', fullName: 'ada', role: 'client' });
    expect(db.users.find((u) => u.email === 'ada@demo.com')).toMatchObject({ currentPlan: 'basic' });
    expect((await post('login', { email: 'ada@demo.com', password: 'analytical' })).status).toBe(200);
  });

  it("keeps the multi-step sign-up's details: name, mobile, country and plan", async () => {
    const res = await post('register', {
      ...account,
      firstName: 'Ada',
      lastName: 'Lovelace',
      mobile: '+44 20 7946 0000',
      address: '12 St James’s Square',
      country: 'United Kingdom',
      plan: 'team',
    });
    expect(res.status).toBe(201);
    expect(db.users.find((u) => u.email === 'ada@demo.com')).toMatchObject({
      fullName: 'Ada Lovelace',
      contact: '+44 20 7946 0000',
      country: 'United Kingdom',
      currentPlan: 'team',
    });
  });

  it('refuses a taken email, a bad phone number and an unknown plan with field errors', async () => {
    const taken = await post('register', { ...account, email: 'admin@demo.com' });
    expect(taken.status).toBe(400);
    expect((await taken.json()).errors.email).toEqual(['This email is already registered']);
    const phone = await post('register', { ...account, mobile: 'call me' });
    expect((await phone.json()).errors.mobile).toEqual(['Enter a valid phone number']);
    const plan = await post('register', { ...account, plan: 'platinum' });
    expect((await plan.json()).errors.plan).toEqual(['Choose a plan']);
  });
});
