import type { ComponentType } from 'react';
import type { AbilityAction, AbilitySubject } from '../ability/abilityTypes';
import version from './contract-version.json';

/**
 * The contract every remote exposes as `./area`. The host reads it to build routes, navigation and
 * translations. Bump the major version on any breaking change: the host refuses majors it does not know.
 * The version lives in `contract-version.json`, which the build also reads to stamp each remote (see
 * `shared/build/src/area-entry.js`).
 */
export const AREA_CONTRACT_VERSION: string = version.contractVersion;

export type LayoutName = 'default' | 'blank';

export interface AreaRouteMeta {
  /** Ability needed to see the route. A route with neither action nor subject is for `manage all`. */
  action?: AbilityAction;
  subject?: AbilitySubject;
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

export interface AreaRoute {
  /** Absolute path, React Router syntax (`/apps/ecommerce/order/details/:id`). */
  path: string;
  /** Lazily loaded page: the page code stays in its own chunk of the remote. */
  load: () => Promise<AreaPageModule>;
  meta?: AreaRouteMeta;
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

export interface AreaNavLink {
  /** Translation key in the area's namespace. */
  title: string;
  to: string;
  action?: AbilityAction;
  subject?: AbilitySubject;
}

export interface AreaNavItem {
  section: NavSection;
  /** Sort order inside the section; lower first. */
  order: number;
  /** Translation key in the area's namespace. */
  title: string;
  /** Name of a Tabler icon known to the shell's icon map (e.g. `shopping-cart`). */
  icon: string;
  /** A plain link, or a group of links. */
  to?: string;
  children?: AreaNavLink[];
  action?: AbilityAction;
  subject?: AbilitySubject;
}

export type AreaTranslations = Record<'en' | 'fr' | 'ar', Record<string, unknown>>;

export const LAYOUT_NAMES: readonly LayoutName[] = ['default', 'blank'];

/** What an area team writes in `src/area.ts`. */
export interface AreaDeclaration {
  /** The remote's name, also its i18n namespace. */
  name: string;
  routes: AreaRoute[];
  navigation: AreaNavItem[];
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
}

/** An area as the host receives it: the declaration plus the build's stamp. */
export type AreaDefinition = AreaDeclaration & AreaBuildStamp;

/** Types an area's declaration. The build adds the stamp; nothing here knows versions. */
export function defineArea(area: AreaDeclaration): AreaDeclaration {
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
