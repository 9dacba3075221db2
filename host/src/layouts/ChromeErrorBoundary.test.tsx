import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, session } from '@atrium/platform';
import { AtriumThemeProvider, DEFAULT_THEME_SETTINGS } from '@atrium/ui/core';
import { shellTranslations } from '../i18n/shellTranslations';
import { loadDocument } from '../app/loadDocument';
import { ChromeErrorBoundary } from './ChromeErrorBoundary';
import { ServerErrorContent } from '../pages/errors/ServerErrorPage';

jest.mock('../app/loadDocument', () => ({ loadDocument: jest.fn() }));
const load = jest.mocked(loadDocument);

const user = { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin' };

function BrokenMenu(): never {
  throw new TypeError("Cannot read properties of null (reading 'title')");
}

beforeAll(() => initI18n(shellTranslations));
beforeEach(() => {
  load.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  session.login({
    userData: user,
    accessToken: 'a3f1c2d4e5b6a7980112233445566778',
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });
});
afterEach(() => jest.restoreAllMocks());

test('a menu that throws leaves the page, a way home and sign-out', async () => {
  render(
    <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
      <ChromeErrorBoundary part="navigation">
        <BrokenMenu />
      </ChromeErrorBoundary>
      <main>The page</main>
    </AtriumThemeProvider>,
  );
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(session.isLoggedIn()).toBe(false);
  expect(load).toHaveBeenCalledWith('/login');
  expect(console.error).toHaveBeenCalledWith(
    '[atrium] the navigation failed to render',
    expect.any(TypeError),
  );
});

test('the server-error page offers sign-out to a signed-in user', async () => {
  render(
    <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
      <ServerErrorContent />
    </AtriumThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(session.isLoggedIn()).toBe(false);
  expect(load).toHaveBeenCalledWith('/login');
});
