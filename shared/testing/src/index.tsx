import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import {
  Outlet,
  Route,
  RouterProvider,
  createMemoryRouter,
  createRoutesFromElements,
  useLocation,
} from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { listenUntilReady, server } from '@atrium/mocks/node';
import { db, issueToken } from '@atrium/mocks';
import {
  AbilityProvider,
  ability,
  addAreaTranslations,
  addTranslations,
  i18n,
  initI18n,
  session,
  updateAbility,
  useLayoutSettings,
  type AbilityRule,
  type AreaDeclaration,
  type AreaRoute,
  type AreaTranslations,
  type LanguageCode,
} from '@atrium/platform';
import { AtriumThemeProvider, Toaster, TooltipProvider, uiTranslations } from '@atrium/ui';
import { formsTranslations } from '@atrium/ui/forms';

/** The theme of the live layout settings, as the host provides it. */
function LayoutTheme({ children }: { children: ReactNode }) {
  return <AtriumThemeProvider settings={useLayoutSettings()}>{children}</AtriumThemeProvider>;
}

// jsdom has no pointer capture; Radix primitives and toasts call it.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.hasPointerCapture = () => false;
}

/**
 * The shared i18n instance with an area's translations, as the host would set it up (English unless
 * told otherwise).
 */
export async function setupI18n(area: string, translations: AreaTranslations, language: LanguageCode = 'en') {
  const i18n = await initI18n();
  addTranslations('ui', uiTranslations as never);
  addTranslations('ui', formsTranslations as never);
  await addAreaTranslations(area, translations, language);
  await i18n.changeLanguage(language);
  return i18n;
}

/** Starts the mock API for a suite and waits until it really answers (see listenUntilReady). */
export async function startMockApi() {
  await listenUntilReady();
  return server;
}

let location = '';
function LocationRecorder() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}
/** The router location after the last render (URL list state). */
export const currentLocation = () => location;

export function newQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Shows the current location, so a test can assert what is in the URL. */
export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

/** The admin's rules: what a page is rendered with unless a test says otherwise. */
export const ADMIN_RULES: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

/** The client's rules: read AclDemo only. */
export const CLIENT_RULES: AbilityRule[] = [{ action: 'read', subject: 'AclDemo' }];

/** The sample accounts a page can call the mock API as. */
export type ApiAccount = 'admin' | 'client';

const ACCOUNT_EMAILS: Record<ApiAccount, string> = { admin: 'admin@demo.com', client: 'client@demo.com' };

const sameRules = (a: AbilityRule[], b: AbilityRule[]) => JSON.stringify(a) === JSON.stringify(b);

/** The token of the session the kit signed in last: a session a test signed in itself is never undone. */
let kitToken: string | null = null;

/**
 * Signs the session in as a sample account of the mock API, with a token minted now (so that
 * `resetMockDb()` before a test does not matter) and the given UI rules: the page's API calls carry a
 * real bearer token, as in the app. `null` signs out a session the kit signed in (a visitor).
 */
export function signInForTest(account: ApiAccount | null, rules: AbilityRule[]): void {
  if (account === null) {
    if (kitToken !== null && session.get().accessToken === kitToken) session.logout();
    kitToken = null;
    return;
  }
  const found = db.users.find((u) => u.email === ACCOUNT_EMAILS[account]);
  if (!found) throw new Error(`The mock API has no ${account} account`);
  const { id, fullName, username, avatar, email, role } = found;
  const userData = { id, fullName, username, avatar, email, role };
  kitToken = issueToken(found.id);
  session.login({ userData, accessToken: kitToken, userAbilityRules: rules });
}

/**
 * Signs the session in as a user other than the sample accounts (Nora Newcomer, id 900: the admin's
 * role, none of the admin's mail, chats or notifications), added to the mock API's users now: for the
 * screens whose data belongs to its user. A session the test signed in itself: render the page with
 * `account: null`, which keeps it. Returns the user.
 */
export function signInAsNewUser() {
  const admin = db.users.find((u) => u.email === ACCOUNT_EMAILS.admin);
  if (!admin) throw new Error('The mock API has no admin account');
  const user = { ...admin, id: 900, fullName: 'Nora Newcomer', username: 'nora', email: 'nora@atrium.test' };
  db.users.push(user);
  const { id, fullName, username, avatar, email, role } = user;
  session.login({
    userData: { id, fullName, username, avatar, email, role },
    accessToken: issueToken(id),
    userAbilityRules: ADMIN_RULES,
  });
  return user;
}

/**
 * Renders a page as the host would: i18n, the ability (`rules`, the admin's unless told; `[]` for
 * none), query client, theme, tooltips, toasts and router, at `url` matched by `path` (other routes
 * the page links to can be given as `extraRoutes`). The location after each render is in
 * `currentLocation()` and in the `location` test id. The session is signed in to the mock API as
 * `account`: the admin unless told, the client when `rules` are the client's, and nobody (a visitor;
 * a session the test signed in itself is kept) when `rules` are `[]`.
 */
export function renderPage(
  ui: ReactElement,
  {
    url = '/',
    path = '*',
    client = newQueryClient(),
    extraRoutes,
    rules = ADMIN_RULES,
    account = rules.length === 0 ? null : sameRules(rules, CLIENT_RULES) ? 'client' : 'admin',
  }: {
    url?: string;
    path?: string;
    client?: QueryClient;
    extraRoutes?: ReactNode;
    rules?: AbilityRule[];
    account?: ApiAccount | null;
  } = {},
) {
  signInForTest(account, rules);
  updateAbility(rules);
  // A data router, as the host's: what needs one (useBlocker for unsaved changes) works in tests too.
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route
        element={
          <>
            <Outlet />
            <LocationRecorder />
          </>
        }
      >
        <Route
          path={path}
          element={
            <>
              {ui}
              <LocationProbe />
            </>
          }
        />
        {extraRoutes}
        {/* A path the test did not route (a link out of the page) still lands, and is recorded. */}
        {path !== '*' && <Route path="*" element={null} />}
      </Route>,
    ),
    { initialEntries: [url] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <AbilityProvider value={ability}>
        <QueryClientProvider client={client}>
          <LayoutTheme>
            <TooltipProvider>
              <RouterProvider router={router} />
              <Toaster />
            </TooltipProvider>
          </LayoutTheme>
        </QueryClientProvider>
      </AbilityProvider>
    </I18nextProvider>,
  );
  return { ...result, client, router };
}

/**
 * An area's test kit, built from its contract: the shared kit, with `setupI18n` loading the area's own
 * strings under its name (and the design system's), in English unless told otherwise.
 */
export function createAreaKit(area: Pick<AreaDeclaration, 'name' | 'translations'>) {
  return {
    setupI18n: async (language: LanguageCode = 'en') => {
      await setupI18n(area.name, area.translations, language);
    },
  };
}

/**
 * Checks a route's prefetch (contract 1.4) against its page: runs the prefetch for `url`, renders the
 * page there on the same query client, and returns the keys of the queries the prefetch started that
 * the page does not use — none, when the two ask for the same data; a prefetch whose keys drifted from
 * the page's would fetch everything twice. Also returns how many queries the prefetch started.
 */
export async function unusedPrefetches(route: AreaRoute, page: ReactElement, url: string) {
  const client = newQueryClient();
  const target = new URL(url, 'http://localhost');
  await route.prefetch?.({ queryClient: client, search: target.searchParams, params: {} });
  const prefetched = client.getQueryCache().getAll();
  const rendered = renderPage(page, { url, path: target.pathname, client });
  const unused = prefetched.filter((query) => query.getObserversCount() === 0).map((q) => q.queryKey);
  return { prefetched: prefetched.length, unused, ...rendered };
}
