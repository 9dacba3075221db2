import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { VALID_DEAL } from './fixtures';
import { postWizard } from './testCall';

describe('POST /api/wizards/deals', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('stores a valid deal and answers its id', async () => {
    const { status, body } = await postWizard('deals', VALID_DEAL);
    expect(status).toBe(201);
    expect(body).toEqual({ id: 'DEAL-1001', message: 'Your deal is created.' });
    expect(db.wizardDeals[0].data.details.code).toBe('WINTER-15');
  });

  it('refuses a deal ending before it starts, a bad code or no confirmation', async () => {
    const ending = { ...VALID_DEAL, details: { ...VALID_DEAL.details, endDate: '2026-11-01' } };
    const ended = await postWizard('deals', ending);
    expect(ended.status).toBe(400);
    expect(ended.body.errors).toHaveProperty(['details.endDate']);
    const code = { ...VALID_DEAL, details: { ...VALID_DEAL.details, code: 'x' } };
    expect((await postWizard('deals', code)).status).toBe(400);
    expect((await postWizard('deals', { ...VALID_DEAL, review: { confirmed: false } })).status).toBe(400);
    expect(db.wizardDeals).toHaveLength(0);
  });

  it('needs a signed-in caller', async () => {
    expect((await postWizard('deals', VALID_DEAL, false)).status).toBe(401);
  });
});
