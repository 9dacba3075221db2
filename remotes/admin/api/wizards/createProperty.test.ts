import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { VALID_PROPERTY } from './fixtures';
import { postWizard } from './testCall';

describe('POST /api/wizards/properties', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('stores a valid listing and answers its id', async () => {
    const { status, body } = await postWizard('properties', VALID_PROPERTY);
    expect(status).toBe(201);
    expect(body).toEqual({ id: 'PROP-1001', message: 'Your property is listed.' });
    expect(db.wizardProperties).toHaveLength(1);
    expect(db.wizardProperties[0].data.personal.firstName).toBe('Nora');
    expect((await postWizard('properties', VALID_PROPERTY)).body.id).toBe('PROP-1002');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const bad = { ...VALID_PROPERTY, area: { ...VALID_PROPERTY.area, carpetArea: 500 } };
    const { status, body } = await postWizard('properties', bad);
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty(['area.carpetArea']);
    expect((await postWizard('properties', { personal: {} })).status).toBe(400);
    expect(db.wizardProperties).toHaveLength(0);
  });

  it('needs a signed-in caller', async () => {
    expect((await postWizard('properties', VALID_PROPERTY, false)).status).toBe(401);
  });
});
