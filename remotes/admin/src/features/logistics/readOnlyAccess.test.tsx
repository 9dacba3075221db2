import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { listenUntilReady, server } from '@atrium/mocks/node';
import { db, issueToken, resetMockDb } from '@atrium/mocks';
import { session, type AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n } from '../../testing/kit';
import FleetPage from './FleetPage';
import LogisticsDashboardPage from './LogisticsDashboardPage';

jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

/**
 * Logistics only reads (its one call needs read Vehicle, nothing it shows saves), so someone whose role
 * may read vehicles and nothing else sees both pages whole. Signed in as such a user, so the mock API
 * checks the same rules as the screen.
 */
const READ_VEHICLES: AbilityRule[] = [{ action: 'read', subject: 'Vehicle' }];

/** A sample user given a role of their own that may read vehicles and nothing else, signed in. */
function signInAsFleetViewer() {
  db.roles.push({
    id: 99,
    name: 'fleet viewer',
    builtIn: false,
    rules: [{ action: 'read', subject: 'Vehicle' }],
  });
  const user = db.users.find((u) => u.status === 'active' && u.id < 50)!;
  user.role = 'fleet viewer';
  const { id, fullName, username, avatar, email, role } = user;
  session.login({
    userData: { id, fullName, username, avatar, email, role },
    accessToken: issueToken(id),
    userAbilityRules: READ_VEHICLES,
  });
}

const render = (page: ReactElement, url: string) =>
  renderPage(page, { url, rules: READ_VEHICLES, account: null });

describe('logistics for someone who may only read vehicles', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => {
    resetMockDb();
    signInAsFleetViewer();
  });
  afterEach(() => session.logout());
  afterAll(() => server.close());

  it('shows the dashboard, with each vehicle a link to the fleet', async () => {
    render(<LogisticsDashboardPage />, '/apps/logistics/dashboard');
    const table = await screen.findByRole('table', { name: 'Vehicles on route' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const first = within(table).getAllByRole('link')[0];
    expect(first.getAttribute('href')).toMatch(/^\/apps\/logistics\/fleet\?vehicle=\d+$/);
  });

  it('shows the fleet and the selected vehicle', async () => {
    render(<FleetPage />, '/apps/logistics/fleet');
    const detail = await screen.findByRole('region', { name: 'Selected vehicle' });
    const first = db.vehicles[0];
    await waitFor(() =>
      expect(within(detail).getByRole('heading')).toHaveTextContent(`VOL-${first.location}`),
    );
  });
});
