import { server } from '../../node';
import { resetMockDb } from '../../db';

const post = (body: unknown) =>
  fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/auth/login', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('logs the admin in without leaking the password', async () => {
    const res = await post({ email: 'admin@demo.com', password: 'admin' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(body.accessToken).toMatch(/^atrium\.1\./);
    expect(body.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin' });
    expect(body.userData.password).toBeUndefined();
    expect(body.userData.abilityRules).toBeUndefined();
  });

  it('gives the client read on AclDemo only', async () => {
    const body = await (await post({ email: 'client@demo.com', password: 'client' })).json();
    expect(body.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    expect(body.userData.role).toBe('client');
  });

  it.each([
    [{ email: 'admin@demo.com', password: 'nope' }],
    [{ email: 'nobody@demo.com', password: 'admin' }],
    [{ email: 'admin@demo.com' }],
    [{ email: 42, password: 'admin' }],
    ['{not json'],
  ])('answers 400 errors.email for %j', async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { email: ['Invalid email or password'] } });
  });
});
