import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import FleetPage from './FleetPage';

describe('FleetPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists the first vehicles, shows the first one and loads more', async () => {
    const user = userEvent.setup();
    renderPage(<FleetPage />, { url: '/apps/logistics/fleet' });
    const first = db.vehicles[0];
    const detail = await screen.findByRole('region', { name: 'Selected vehicle' });
    await waitFor(() =>
      expect(within(detail).getByRole('heading')).toHaveTextContent(`VOL-${first.location}`),
    );
    expect(within(detail).getByText(`${first.startCity}, ${first.startCountry}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Load more (10 of ${db.vehicles.length})` }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^VOL-/ })).toHaveLength(20));
  });

  it('selects a vehicle into the URL', async () => {
    const user = userEvent.setup();
    renderPage(<FleetPage />, { url: '/apps/logistics/fleet' });
    const third = db.vehicles[2];
    await user.click(await screen.findByRole('button', { name: new RegExp(`^VOL-${third.location}`) }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`vehicle=${third.id}`));
    expect(
      within(screen.getByRole('region', { name: 'Selected vehicle' })).getByRole('heading'),
    ).toHaveTextContent(`VOL-${third.location}`);
  });

  it('says when a vehicle id is unknown', async () => {
    const user = userEvent.setup();
    renderPage(<FleetPage />, { url: '/apps/logistics/fleet?vehicle=9999' });
    const detail = await screen.findByRole('region', { name: 'Selected vehicle' });
    expect(await within(detail).findByText('This vehicle is further down the list')).toBeInTheDocument();
    for (let shown = 10; shown < db.vehicles.length; shown += 10) {
      await user.click(
        await within(detail).findByRole('button', { name: `Load more (${shown} of ${db.vehicles.length})` }),
      );
    }
    expect(await within(detail).findByText('Vehicle not found')).toBeInTheDocument();
  });
});
