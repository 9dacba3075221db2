import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';
import { FAQ_GROUPS_BY_LANGUAGE } from '../data/faqs';
import type {
  FaqGroup,
  FaqResponse,
  ProfileHeader,
  ProfileTabData,
  ProfileTeam,
  SalesOrder,
} from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const get = async <T>(path: string, language?: string) => {
  const res = await fetch(`http://localhost/api/pages${path}`, {
    headers: language ? { 'Accept-Language': language } : {},
  });
  return { status: res.status, body: (await res.json()) as T };
};

describe('content pages', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('answers the sales orders of the data table, paid amounts consistent with status', async () => {
    const { status, body } = await get<SalesOrder[]>('/datatable');
    expect(status).toBe(200);
    expect(body).toHaveLength(50);
    for (const o of body) {
      expect(['Completed', 'Confirmed', 'Cancelled']).toContain(o.payment.status);
      if (o.payment.receivedPaymentStatus === 'Fully Paid')
        expect(o.payment.paidAmount).toBe(o.payment.total);
      if (o.payment.receivedPaymentStatus === 'Unpaid') expect(o.payment.paidAmount).toBe(0);
      expect(o.product.rating).toBeGreaterThanOrEqual(1);
      expect(o.product.rating).toBeLessThanOrEqual(5);
    }
  });

  it('answers the 5 FAQ groups with the delivery constants', async () => {
    const { body } = await get<FaqResponse>('/faq');
    expect(body.map((g) => g.faqTitle)).toEqual([
      'Payment',
      'Delivery',
      'Cancellation & Return',
      'My Orders',
      'Product & Services',
    ]);
    const text = JSON.stringify(body);
    for (const fact of ['$69 or $99', '48 hours', '72 hours', '15 days', '24 hours'])
      expect(text).toContain(fact);
  });

  it('filters FAQ questions case-insensitively and drops empty groups', async () => {
    const { body } = await get<FaqResponse>('/faq?q=CANCEL');
    expect(body).toHaveLength(1);
    expect(body[0].faqTitle).toBe('Cancellation & Return');
    expect(body[0].faqs.map((f) => f.question)).toEqual(['Can I cancel my order?']);
    expect((await get<FaqResponse>('/faq?q=.*')).body).toEqual([]);
  });

  it('answers each profile tab, profile by default', async () => {
    const profile = (await get<ProfileTabData>('/profile?tab=profile')).body;
    expect(Object.keys(profile).sort()).toEqual([
      'about',
      'connections',
      'contacts',
      'overview',
      'projectTable',
      'teams',
      'teamsTech',
    ]);
    expect(profile.projectTable.every((r) => r.status >= 0 && r.status <= 100)).toBe(true);
    expect((await get<ProfileTabData>('/profile')).body).toEqual(profile);
    const teams = (await get<ProfileTeam[]>('/profile?tab=teams')).body;
    expect(teams.length).toBeGreaterThan(0);
    expect(Array.isArray((await get<unknown[]>('/profile?tab=projects')).body)).toBe(true);
    expect(Array.isArray((await get<unknown[]>('/profile?tab=connections')).body)).toBe(true);
  });

  it('answers the FAQ in the language asked, searched in that language, English otherwise', async () => {
    const fr = (await get<FaqResponse>('/faq', 'fr-FR,fr;q=0.9')).body;
    expect(fr[0].faqTitle).toBe('Paiement');
    const ar = (await get<FaqResponse>('/faq?q=إلغاء', 'ar')).body;
    expect(ar.map((g) => g.faqs.map((f) => f.question))).toEqual([['هل يمكنني إلغاء طلبي؟']]);
    expect((await get<FaqResponse>('/faq', 'de')).body[0].faqTitle).toBe('Payment');
  });

  it('has the FAQ in French and Arabic question for question, with no English left in them', () => {
    const shape = (groups: readonly FaqGroup[]) => groups.map((g) => [g.faqIcon, g.faqs.length]);
    for (const language of ['fr', 'ar'] as const) {
      const groups = FAQ_GROUPS_BY_LANGUAGE[language];
      expect(shape(groups)).toEqual(shape(FAQ_GROUPS_BY_LANGUAGE.en));
      const english = new Set(FAQ_GROUPS_BY_LANGUAGE.en.flatMap((g) => g.faqs.map((f) => f.answer)));
      for (const g of groups) for (const f of g.faqs) expect(english.has(f.answer)).toBe(false);
    }
  });

  it('rejects an unknown profile tab with 400', async () => {
    const { status, body } = await get<{ message: string }>('/profile?tab=secrets');
    expect(status).toBe(400);
    expect(body.message).toMatch(/secrets/);
  });

  it("answers the signed-in account's own header, and follows a change of its name", async () => {
    const { body } = await get<ProfileHeader>('/profile/header');
    expect(body).toEqual(
      expect.objectContaining({ fullName: 'John Doe', designation: 'admin', joiningDate: '' }),
    );
    db.users.find((u) => u.id === DEMO_ADMIN_ID)!.fullName = 'Johanna Doe';
    expect((await get<ProfileHeader>('/profile/header')).body.fullName).toBe('Johanna Doe');
    const client = await authFetch('client')('http://localhost/api/pages/profile/header');
    expect(((await client.json()) as ProfileHeader).fullName).not.toBe('Johanna Doe');
  });

  it("lists the account's own facts in the profile tab, and no made-up figures", async () => {
    const { body } = await get<ProfileTabData>('/profile?tab=profile');
    expect(body.about).toContainEqual({ property: 'Full Name', value: 'John Doe', icon: 'user' });
    expect(body.contacts).toContainEqual({ property: 'Email', value: 'admin@demo.com', icon: 'mail' });
    expect(body.overview).toEqual([]);
  });
});
