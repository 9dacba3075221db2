import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AbilityAction } from '../ability/abilityTypes';
import type { LanguageCode } from '../i18n/languages';
import type { NavIconName } from './navIconNames';
import version from './contract-version.json';

/**
 * The contract every remote exposes as `./area`. The host reads it to build routes, navigation and
 * translations. Bump the major version on any breaking change: the host refuses majors it does not know.
 * The version lives in `contract-version.json`, which the build also reads to stamp each remote (see
 * `shared/build/src/area-entry.js`).
 */
export const AREA_CONTRACT_VERSION: string = version.contractVersion;

export type LayoutName = 'default' | 'blank';

/**
 * The ability something needs. Neither action nor subject means `manage all`. The subject is one the
 * area declares in `subjects` (or `all`), so the roles editor can list every subject there is.
 */
export interface AreaAbility<S extends string = string> {
  action?: AbilityAction;
  subject?: S | 'all';
}

export interface AreaRouteMeta<S extends string = string> extends AreaAbility<S> {
  /** Open to everyone, logged in or not. */
  public?: boolean;
  /** Only for visitors who are not logged in (a logged-in visitor goes to the root). */
  unauthenticatedOnly?: boolean;
  layout?: LayoutName;
  /** The page fills the content height (chat, email, fleet). */
  fixedHeight?: boolean;
  /** The navigation link to highlight, when it is not the route's own path. */
  navActiveLink?: string;
  /** Translation key (in the area's namespace) of the document title. */
  title?: string;
}

export interface AreaPageModule {
  default: ComponentType;
}

/** What a route's `prefetch` is given: where the visitor is going, and the app's query cache. */
export interface AreaRoutePrefetchContext {
  /** The app's one query client: prefetch with the very query options the page's hooks use. */
  queryClient: QueryClient;
  /** The target address's query string (a dashboard's date range, a list's filters). */
  search: URLSearchParams;
  /** The route's path parameters (`:id`). */
  params: Readonly<Record<string, string | undefined>>;
}

export interface AreaRoute<S extends string = string> {
  /** Absolute path, React Router syntax (`/apps/ecommerce/order/details/:id`). */
  path: string;
  /** Lazily loaded page: the page code stays in its own chunk of the remote. */
  load: () => Promise<AreaPageModule>;
  /**
   * Optional (contract 1.4): starts fetching the data the page shows first, alongside its chunk rather
   * than after it — when a link to it is pointed at and when it is opened, once the guard has let the
   * visitor in. It must only warm the query cache (`queryClient.prefetchQuery`). Give it with
   * `lazyPrefetch(() => import(...))`: its query options then load in a small chunk of their own with
   * the page's, not in the area's contract.
   */
  prefetch?: (context: AreaRoutePrefetchContext) => void | Promise<void>;
  meta?: AreaRouteMeta<S>;
}

/** The menu's sections, in the order they are shown. */
export const NAV_SECTIONS = [
  'dashboards',
  'appsPages',
  'uiElements',
  'formsTables',
  'charts',
  'others',
] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface AreaNavLink<S extends string = string> extends AreaAbility<S> {
  /** Translation key in the area's namespace. */
  title: string;
  to: string;
}

export interface AreaNavItem<S extends string = string> extends AreaAbility<S> {
  section: NavSection;
  /** Sort order inside the section; lower first. */
  order: number;
  /** Translation key in the area's namespace. */
  title: string;
  /** A Tabler icon the shell's icon map draws (e.g. `shopping-cart`). */
  icon: NavIconName;
  /** A plain link, or a group of links. */
  to?: string;
  children?: AreaNavLink<S>[];
  /** A live count beside the entry (contract 1.4): unread messages, pending approvals. */
  badge?: AreaNavBadge;
}

/**
 * A count the menu shows beside an entry, asked of the API — the area's code need not be loaded — and
 * asked again every little while; hidden at zero or when the call fails. An area that knows the count
 * changed (a message arrived) sets it in the query cache under `navBadgeKey(countFrom)`.
 */
export interface AreaNavBadge {
  /** An API call of this app (`/api/…`) answering `{ count: number }`. */
  countFrom: string;
  /** Translation key (area namespace) of what the count means, read by screen readers: `{{count}}`. */
  label: string;
}

/**
 * A route's prefetch loaded when it is first used: `lazyPrefetch(() =>
 * import('./features/x/api/prefetchX').then((m) => m.prefetchX))`. A chunk that cannot be loaded costs
 * nothing but the head start: the page's own queries fetch what it shows.
 */
export function lazyPrefetch(
  load: () => Promise<(context: AreaRoutePrefetchContext) => void>,
): (context: AreaRoutePrefetchContext) => Promise<void> {
  return (context) =>
    load().then(
      (prefetch) => prefetch(context),
      (error: unknown) => console.error('A route prefetch could not be loaded', error),
    );
}

/** The query key under which the menu keeps a badge's count. */
export const navBadgeKey = (countFrom: string) => ['nav-badge', countFrom] as const;

/** A tile of the navbar's shortcuts menu: a screen people open often. */
export interface AreaShortcut<S extends string = string> extends AreaAbility<S> {
  /** Translation key in the area's namespace. */
  title: string;
  icon: NavIconName;
  to: string;
}

/** The groups the navbar search offers its suggestions in, before anything is typed. */
export const SEARCH_ENTRY_GROUPS = ['popular', 'apps'] as const;
export type SearchEntryGroup = (typeof SEARCH_ENTRY_GROUPS)[number];

/** A suggestion of the navbar search. */
export interface AreaSearchEntry<S extends string = string> extends AreaAbility<S> {
  group: SearchEntryGroup;
  /** Translation key in the area's namespace. */
  title: string;
  to: string;
  icon: NavIconName;
}

/** Where a signed-in user of a role lands when opening the root: role → path of one of the area's routes. */
export type AreaLanding = Readonly<Record<string, string>>;

/** One language's strings of an area (its i18n namespace). */
export type TranslationBundle = Record<string, unknown>;

/**
 * One language's strings, or a loader of them: `() => import('./i18n/fr.json')` puts each language in
 * a chunk of its own, fetched only when the page is shown in that language, so an area's contract
 * costs its code and not three dictionaries (contract 1.3).
 */
export type TranslationSource =
  TranslationBundle | (() => Promise<TranslationBundle | { default: TranslationBundle }>);

export type AreaTranslations = Record<LanguageCode, TranslationSource>;

export const LAYOUT_NAMES: readonly LayoutName[] = ['default', 'blank'];

/** What an area team writes in `src/area.ts`. */
export interface AreaDeclaration<S extends string = string> {
  /** The remote's name, also its i18n namespace. */
  name: string;
  /** The ability subjects the area's screens need (the roles editor lists them). */
  subjects: readonly S[];
  routes: AreaRoute<S>[];
  navigation: AreaNavItem<S>[];
  /** Tiles of the navbar's shortcuts menu. */
  shortcuts?: AreaShortcut<S>[];
  /** Suggestions of the navbar search. */
  searchEntries?: AreaSearchEntry<S>[];
  /** Where each role lands on the root, when this area owns that screen. */
  landing?: AreaLanding;
  translations: AreaTranslations;
}

/** What the build stamps on an area's contract, in the remote's own bundle. */
export interface AreaBuildStamp {
  /** The contract version the remote was built against. */
  contractVersion: string;
  /** The Module Federation runtime version the remote was built for (the host provides the runtime). */
  federationRuntime: string;
  /** The release label of the remote's build, shown in the shell's footer. */
  release?: string;
  /**
   * The range of each shared package the remote was built against (`'@atrium/platform': '^1.2.0'`),
   * derived by the build from the installed versions. The host refuses an area whose range a singleton
   * it provides does not meet; a build made before ranges were stamped has none.
   */
  shared?: Record<string, string>;
}

/** An area as the host receives it: the declaration plus the build's stamp. */
export type AreaDefinition = AreaDeclaration & AreaBuildStamp;

/** A route as the shell's menu, guard and search know it before the area's code is loaded. */
export type AreaRouteOutline<S extends string = string> = Omit<AreaRoute<S>, 'load'>;

/**
 * What the shell needs of an area to draw the menu, guard routes and search, without its code: the
 * stamped declaration without page loaders and translations. An area's metadata document carries one
 * (see areaMetadata.ts); a loaded contract is one too.
 */
export type AreaOutline = Omit<AreaDefinition, 'routes' | 'translations'> & {
  routes: AreaRouteOutline[];
};

/**
 * Types an area's declaration: every subject a route, menu entry, shortcut or search entry names must
 * be one of `subjects`. The build adds the stamp; nothing here knows versions.
 */
export function defineArea<const S extends string>(
  area: AreaDeclaration<NoInfer<S>> & { subjects: readonly S[] },
): AreaDeclaration {
  return area;
}

export class IncompatibleAreaError extends Error {
  constructor(
    public readonly area: string,
    reason: string,
  ) {
    super(`Area "${area}" cannot be used by this shell: ${reason}`);
    this.name = 'IncompatibleAreaError';
  }
}
