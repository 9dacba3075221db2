import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@atrium/platform';
import { AtriumThemeProvider, DEFAULT_THEME_SETTINGS } from '@atrium/ui/core';
import { shellTranslations } from '../i18n/shellTranslations';
import { loadDocument } from '../app/loadDocument';
import ToStandalonePage from './ToStandalonePage';

jest.mock('../app/loadDocument', () => ({ loadDocument: jest.fn() }));
const load = jest.mocked(loadDocument);

/** The navigation entry of this document: the URL the server answered with the app. */
function documentServedFor(url: string) {
  // jsdom has no navigation timing: give the page the entry a browser would.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ name: `http://localhost${url}` }] : []),
  });
}

beforeAll(() => initI18n(shellTranslations));
beforeEach(() => load.mockClear());

function renderAt(url: string) {
  render(
    <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
      <MemoryRouter initialEntries={[url]}>
        <ToStandalonePage />
      </MemoryRouter>
    </AtriumThemeProvider>,
  );
}

test('loads the login page, keeping where to return and the notice', () => {
  documentServedFor('/apps/ecommerce/product/list');
  renderAt('/login?to=%2Fapps%2Finvoice%2Flist&notice=passwordChanged');
  expect(load).toHaveBeenCalledWith('/login?to=%2Fapps%2Finvoice%2Flist&notice=passwordChanged');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("loads the other authentication pages, keeping the reset link's token", () => {
  documentServedFor('/apps/ecommerce/product/list');
  renderAt('/new-password?email=a%40b.c&token=abc');
  expect(load).toHaveBeenCalledWith('/new-password?email=a%40b.c&token=abc');
  renderAt('/register');
  expect(load).toHaveBeenLastCalledWith('/register');
  renderAt('/front-pages/help-center/article/how-do-refunds-work');
  expect(load).toHaveBeenLastCalledWith('/front-pages/help-center/article/how-do-refunds-work');
});

test('when the server answered /login with the app, says so and offers Retry instead of reloading for ever', async () => {
  documentServedFor('/login?to=%2F');
  renderAt('/login?to=%2F');
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('The sign-in page could not be loaded');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(load).toHaveBeenCalledWith('/login?to=%2F');
});
