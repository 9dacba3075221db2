import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { setMockClock } from '@atrium/mocks/lib/clock';
import type { ReferralInvite, ReferralInvitesResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { signedInUser } from '@atrium/mocks/testing/signedInUser';
import { linkParam, newestMailTo } from '@atrium/mocks/testing/outbox';

// "Send invite" mails the caller's referral link and records the invitation; the list is the caller's.
const call = apiCaller('http://localhost/api/apps/ecommerce/referrals/invites', authFetch('admin'));

describe('referral invitations (addition)', () => {
  let at = Date.parse('2026-06-01T10:00:00.000Z');
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    at = Date.parse('2026-06-01T10:00:00.000Z');
    setMockClock(() => at);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('mails the inviter’s referral link to the address and records the invitation', async () => {
    const sent = await call('POST', '', { email: ' Friend@Example.com ' });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: 1, email: 'friend@example.com', sentAt: '2026-06-01T10:00:00.000Z' });
    const mail = await newestMailTo('friend@example.com', /invites you to Atrium/);
    expect(mail?.subject).toBe('John Doe invites you to Atrium');
    expect(linkParam(mail, 'ref')).toBe(db.users.find((u) => u.fullName === 'John Doe')!.username);

    const listed = (await call('GET')).body as ReferralInvitesResponse;
    expect(listed.invites).toEqual([sent.body as ReferralInvite]);
    expect(new URL(listed.link).pathname).toBe('/register');
  });

  it('refuses a bad address (400) and the same address again within a day (409), sending nothing', async () => {
    expect((await call('POST', '', { email: 'not-an-address' })).status).toBe(400);
    expect((await call('POST', '', {})).status).toBe(400);
    await call('POST', '', { email: 'friend@example.com' });
    at += 60 * 60 * 1000;
    const again = await call('POST', '', { email: 'FRIEND@example.com' });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toMatch(/less than a day ago/);
    expect(db.referralInvites).toHaveLength(1);
    // A day after the first (moved back, not the clock on: the session would end), it may go again.
    db.referralInvites[0].sentAt = new Date(at - 25 * 60 * 60 * 1000).toISOString();
    expect((await call('POST', '', { email: 'friend@example.com' })).status).toBe(201);
  });

  it('sends at most 20 invitations an hour (429 with Retry-After), then again', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await call('POST', '', { email: `friend${i}@example.com` })).status).toBe(201);
    const over = await call('POST', '', { email: 'one-more@example.com' });
    expect(over.status).toBe(429);
    expect(await newestMailTo('one-more@example.com', /invites you/)).toBeUndefined();
    at += 60 * 60 * 1000;
    expect((await call('POST', '', { email: 'one-more@example.com' })).status).toBe(201);
  });

  it('keeps each user’s invitations their own, and refuses someone who may not create referrals', async () => {
    await call('POST', '', { email: 'friend@example.com' });
    const { as } = await signedInUser();
    expect(((await call('GET', '', undefined, as)).body as ReferralInvitesResponse).invites).toEqual([]);
    const client = authFetch('client');
    expect((await call('POST', '', { email: 'x@example.com' }, client)).status).toBe(403);
    expect(db.referralInvites).toHaveLength(1);
  });
});
