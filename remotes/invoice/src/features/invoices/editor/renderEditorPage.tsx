// Test support: the editor page under a data router (createMemoryRouter), which react-router's
// useBlocker needs and the shared kit's MemoryRouter is not. Otherwise the same providers as renderPage.
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AbilityProvider, ability, i18n, updateAbility, useLayoutSettings } from '@atrium/platform';
import { AtriumThemeProvider, Toaster, TooltipProvider } from '@atrium/ui';
import { ADMIN_RULES, newQueryClient, signInForTest } from '@atrium/testing';
import InvoiceEditPage from '../InvoiceEditPage';

function Probe({ name }: { name: string }) {
  const l = useLocation();
  return <output data-testid="location">{`${name} ${l.pathname}${l.search}`}</output>;
}

function Theme({ children }: { children: React.ReactNode }) {
  return <AtriumThemeProvider settings={useLayoutSettings()}>{children}</AtriumThemeProvider>;
}

/** Renders the add or edit page at `url`, signed in as the admin; other routes show where they led. */
export function renderEditorPage(url = '/apps/invoice/add') {
  signInForTest('admin', ADMIN_RULES);
  updateAbility(ADMIN_RULES);
  const editor = (
    <>
      <InvoiceEditPage />
      <Probe name="editor" />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/apps/invoice/add', element: editor },
      { path: '/apps/invoice/edit/:id', element: editor },
      { path: '/apps/invoice/preview/:id', element: <Probe name="preview" /> },
      { path: '/apps/invoice/list', element: <Probe name="list" /> },
    ],
    { initialEntries: [url] },
  );
  const client = newQueryClient();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <AbilityProvider value={ability}>
        <QueryClientProvider client={client}>
          <Theme>
            <TooltipProvider>
              <RouterProvider router={router} />
              <Toaster />
            </TooltipProvider>
          </Theme>
        </QueryClientProvider>
      </AbilityProvider>
    </I18nextProvider>,
  );
  return { ...result, router, client };
}
