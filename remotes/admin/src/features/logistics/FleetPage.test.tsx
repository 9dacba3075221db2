import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import FleetPage from './FleetPage';

const fleetList = () => screen.getByRole('list', { name: 'Fleet' });
const fleetMap = () => screen.getByRole('application', { name: 'Fleet map' });
const marker = (location: number) =>
  within(fleetMap()).getByRole('button', { name: new RegExp(`^VOL-${location}:`) });
/** Where a vehicle's marker is drawn, in map units. */
const markerPlace = (location: number) =>
  (/translate\(([-\d.e]+),([-\d.e]+)\)/.exec(marker(location).getAttribute('transform') ?? '') ?? [])
    .slice(1)
    .map(Number);
/** The map's scale, as the view it shows (1 = every route fits). */
const mapScale = () => Number(fleetMap().dataset.scale);

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
    // Looked up in the list's panel, and the list's items counted without naming each (the names of 20
    // vehicles and their progress bars are most of a whole-page query's cost).
    const panel = within(fleetList().parentElement!);
    await user.click(panel.getByRole('button', { name: `Load more (10 of ${db.vehicles.length})` }));
    await waitFor(() => expect(within(fleetList()).getAllByRole('listitem')).toHaveLength(20));
    // The map shows the vehicles the list shows.
    expect(within(fleetMap()).getAllByRole('button', { name: /^VOL-/ })).toHaveLength(20);
  });

  it('selects a vehicle into the URL, and highlights it on the map', async () => {
    const user = userEvent.setup();
    renderPage(<FleetPage />, { url: '/apps/logistics/fleet' });
    const [first, , third] = db.vehicles;
    await waitFor(() => expect(marker(first.location)).toHaveAttribute('aria-pressed', 'true'));
    await user.click(within(fleetList()).getByRole('button', { name: new RegExp(`^VOL-${third.location}`) }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`vehicle=${third.id}`));
    expect(
      within(screen.getByRole('region', { name: 'Selected vehicle' })).getByRole('heading'),
    ).toHaveTextContent(`VOL-${third.location}`);
    expect(marker(third.location)).toHaveAttribute('aria-pressed', 'true');
    expect(marker(first.location)).toHaveAttribute('aria-pressed', 'false');
    expect(within(fleetMap()).getAllByRole('button', { pressed: true })).toHaveLength(1);
    // ...and centred: its marker sits in the middle of the 960 × 600 map.
    const [x, y] = markerPlace(third.location);
    expect(x).toBeCloseTo(480, 0);
    expect(y).toBeCloseTo(300, 0);
  });

  it('selects from the map: the list follows', async () => {
    renderPage(<FleetPage />, { url: '/apps/logistics/fleet' });
    const fifth = db.vehicles[4];
    // A plain click: user-event's mousedown has no view, which d3-zoom's drag start reads (a browser's has).
    fireEvent.click(await waitFor(() => marker(fifth.location)));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`vehicle=${fifth.id}`));
    expect(
      within(fleetList()).getByRole('button', { name: new RegExp(`^VOL-${fifth.location}`) }),
    ).toHaveAttribute('aria-current', 'true');
    expect(marker(fifth.location)).toHaveAttribute('aria-pressed', 'true');
  });

  it('zooms and pans by keyboard on the focused map, and by its buttons', async () => {
    const user = userEvent.setup();
    renderPage(<FleetPage />, { url: '/apps/logistics/fleet' });
    await waitFor(() => fleetMap());
    fleetMap().focus();
    expect(fleetMap()).toHaveFocus();
    expect(mapScale()).toBe(1);
    await user.keyboard('+');
    expect(mapScale()).toBeCloseTo(1.5);
    await user.keyboard('+');
    expect(mapScale()).toBeCloseTo(2.25);
    await user.keyboard('-');
    expect(mapScale()).toBeCloseTo(1.5);

    const [x0, y0] = markerPlace(db.vehicles[0].location);
    // The content moves the other way: the map shows what lies west, then north.
    await user.keyboard('{ArrowLeft}');
    const [x1, y1] = markerPlace(db.vehicles[0].location);
    expect([x1 - x0, y1 - y0]).toEqual([expect.closeTo(80), expect.closeTo(0)]);
    await user.keyboard('{ArrowUp}');
    const [x2, y2] = markerPlace(db.vehicles[0].location);
    expect([x2 - x0, y2 - y0]).toEqual([expect.closeTo(80), expect.closeTo(80)]);

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(mapScale()).toBeCloseTo(2.25);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(mapScale()).toBeCloseTo(1.5);
    await user.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(mapScale()).toBe(1);
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
