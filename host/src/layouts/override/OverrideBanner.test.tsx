import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setApiBaseUrl } from '@atrium/platform';
import { AtriumThemeProvider, DEFAULT_THEME_SETTINGS } from '@atrium/ui/core';
import { shellTranslations } from '../../i18n/shellTranslations';
import { loadDocument } from '../../app/loadDocument';
import type { RemoteEntry } from '../../federation/registry';
import { OverrideBanner } from './OverrideBanner';

jest.mock('../../app/loadDocument', () => ({ loadDocument: jest.fn() }));
const load = jest.mocked(loadDocument);

const live: RemoteEntry = {
  name: 'chat',
  manifest: 'http://localhost:3004/mf-manifest.json',
  routes: ['/apps/chat'],
};
const overridden: RemoteEntry = {
  name: 'invoice',
  manifest: 'http://localhost:4002/mf-manifest.json',
  routes: ['/apps/invoice'],
  channel: 'override',
};
const renderBanner = (remotes: RemoteEntry[]) =>
  render(
    <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
      <OverrideBanner remotes={remotes} />
    </AtriumThemeProvider>,
  );

beforeAll(() => initI18n(shellTranslations));
beforeEach(() => {
  load.mockClear();
  setApiBaseUrl('http://api.test');
});
afterEach(() => jest.restoreAllMocks());

test('shows nothing when no area is overridden', () => {
  renderBanner([live]);
  expect(screen.queryByTestId('override-banner')).not.toBeInTheDocument();
});

test('names the overridden area and its build, and ends the override then reloads', async () => {
  const calls: [string, string][] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push([String(input), String(init?.method)]);
    return new Response(null, { status: 204 });
  });
  renderBanner([live, overridden]);
  const banner = screen.getByTestId('override-banner');
  expect(banner).toHaveTextContent('Override active');
  expect(banner).toHaveTextContent('loads the invoice area from http://localhost:4002/mf-manifest.json');
  await userEvent.click(screen.getByRole('button', { name: 'End override' }));
  expect(calls).toEqual([['http://api.test/api/platform/registry/overrides/invoice', 'DELETE']]);
  expect(load).toHaveBeenCalledWith(window.location.href);
});

test('stays, saying so, when the API refuses to end it', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ message: 'down' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    }),
  );
  renderBanner([overridden]);
  await userEvent.click(screen.getByRole('button', { name: 'End override' }));
  expect(await screen.findByText('The override could not be ended. Try again.')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
