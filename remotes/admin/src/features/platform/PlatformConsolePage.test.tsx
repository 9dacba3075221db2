import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import PlatformConsolePage from './PlatformConsolePage';
import { reloadPage } from './reloadPage';

jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));

const rows = () =>
  within(screen.getByRole('table', { name: 'Platform console' }))
    .getAllByRole('row')
    .slice(1);
const rowOf = (area: string) => rows().find((row) => within(row).queryByText(area, { selector: 'strong' }))!;
const HASH = `sha384-${'C'.repeat(64)}`;

/** A second version of the invoice area, published as `npm run publish:area` would. */
function publishInvoiceV2() {
  const live = db.areaVersions.find((v) => v.area === 'invoice')!;
  live.status = 'previous';
  db.areaVersions.push({
    ...live,
    id: 99,
    version: 2,
    manifest: 'https://cdn.example.com/invoice/2/mf-manifest.json',
    integrity: { 'remoteEntry.js': HASH },
    publishedBy: 'admin@demo.com',
    status: 'live',
  });
}

describe('PlatformConsolePage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists each area with its live version, and its history', async () => {
    publishInvoiceV2();
    const user = userEvent.setup();
    renderPage(<PlatformConsolePage />, { url: '/apps/platform' });
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(rowOf('invoice')).toHaveTextContent('Version 2');
    expect(rowOf('invoice')).toHaveTextContent('https://cdn.example.com/invoice/2/mf-manifest.json');
    expect(rowOf('chat')).toHaveTextContent('http://localhost:3004/mf-manifest.json');

    await user.click(screen.getByRole('button', { name: 'History of invoice' }));
    const history = await screen.findByRole('list', { name: 'Versions of invoice' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const [newest, oldest] = within(history).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Version 2Live');
    expect(oldest).toHaveTextContent('Version 1Previous');
  });

  it('rolls an area back after confirmation', async () => {
    publishInvoiceV2();
    const user = userEvent.setup();
    renderPage(<PlatformConsolePage />, { url: '/apps/platform' });
    await waitFor(() => expect(rows()).toHaveLength(6));
    // An area with nothing to go back to offers no rollback.
    expect(screen.getByRole('button', { name: 'Roll back chat' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Roll back invoice' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(rowOf('invoice')).toHaveTextContent('Version 1'));
    expect(db.areaVersions.find((v) => v.id === 99)?.status).toBe('withdrawn');
  });

  it('sets a canary, and shows the API refusing a share out of range', async () => {
    publishInvoiceV2();
    const user = userEvent.setup();
    renderPage(<PlatformConsolePage />, { url: '/apps/platform' });
    await waitFor(() => expect(rows()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Canary of invoice' }));
    const dialog = await screen.findByRole('dialog');
    const percent = within(dialog).getByLabelText('Share of users (%)');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    expect(await within(dialog).findByText('Enter a whole number from 0 to 100.')).toBeInTheDocument();
    await user.clear(percent);
    await user.type(percent, '50');
    await user.type(within(dialog).getByLabelText('Roles'), 'editor');
    await user.click(within(dialog).getByRole('button', { name: 'Set canary' }));
    await waitFor(() => expect(rowOf('invoice')).toHaveTextContent('50% of users and editor'));
    expect(db.areaVersions.find((v) => v.area === 'invoice' && v.version === 1)).toMatchObject({
      status: 'canary',
      canary: { percent: 50, roles: ['editor'] },
    });
  });

  it('sets an override for this session and reloads; an origin the server does not allow is refused', async () => {
    const user = userEvent.setup();
    renderPage(<PlatformConsolePage />, { url: '/apps/platform' });
    await waitFor(() => expect(rows()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Override invoice for my session' }));
    const dialog = await screen.findByRole('dialog');
    const manifest = within(dialog).getByLabelText('Manifest URL');
    await user.type(manifest, 'https://evil.example/mf-manifest.json');
    await user.click(within(dialog).getByRole('button', { name: 'Override and reload' }));
    expect(await within(dialog).findByText(/https:\/\/evil\.example is not one/)).toBeInTheDocument();
    expect(db.registryOverrides).toHaveLength(0);

    await user.clear(manifest);
    await user.type(manifest, 'http://localhost:4002/mf-manifest.json');
    await user.click(within(dialog).getByRole('button', { name: 'Override and reload' }));
    await waitFor(() => expect(db.registryOverrides).toHaveLength(1));
    expect(reloadPage).toHaveBeenCalled();
  });

  it("shows each build's health over the last day, from the pages people opened", async () => {
    const at = Date.now();
    const event = (e: object) => ({ area: 'invoice', version: 'v2', at, userId: 1, ...e }) as never;
    db.telemetry = [
      ...Array.from({ length: 9 }, () => event({ kind: 'view' })),
      event({ kind: 'view', version: 'v1' }),
      event({ kind: 'error', during: 'render', message: 'Cannot read properties of undefined' }),
      ...[1800, 2100, 5200, 2400].map((value) => event({ kind: 'vital', name: 'LCP', value })),
    ];
    renderPage(<PlatformConsolePage />, { url: '/apps/platform' });
    const health = await screen.findByRole('table', { name: 'Area health, last 24 hours' });
    const [, v1, v2] = within(health).getAllByRole('row');
    expect(
      within(v1)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['invoice', 'v1', '1', '0%', '—', '—', '—', '—', '—']);
    expect(
      within(v2)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'invoice',
      'v2',
      '9',
      '11.1%',
      '2,400 ms',
      '—',
      '—',
      '—',
      'Cannot read properties of undefined',
    ]);
  });
});
