import type { ComponentType } from 'react';
import type { AbilityAction, AbilitySubject } from '../ability/abilityTypes';

/**
 * The contract every remote exposes as `./area`. The host reads it to build routes, navigation and
 * translations. Bump the major version on any breaking change: the host refuses majors it does not know.
 */
export const AREA_CONTRACT_VERSION = '1.0.0';

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

export type NavSection = 'dashboards' | 'appsPages' | 'uiElements' | 'formsTables' | 'charts' | 'others';

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

export interface AreaDefinition {
  contractVersion: string;
  /** The remote's name, also its i18n namespace. */
  name: string;
  /** The release label of the remote's build (its `__ATRIUM_RELEASE__`), shown in the shell's footer. */
  release?: string;
  routes: AreaRoute[];
  navigation: AreaNavItem[];
  translations: AreaTranslations;
}

export function defineArea(area: Omit<AreaDefinition, 'contractVersion'>): AreaDefinition {
  return { contractVersion: AREA_CONTRACT_VERSION, ...area };
}

export class IncompatibleAreaError extends Error {
  constructor(
    public readonly area: string,
    public readonly version: string,
  ) {
    super(
      `Area "${area}" speaks contract version ${version}, but this shell understands ${AREA_CONTRACT_VERSION.split('.')[0]}.x.`,
    );
    this.name = 'IncompatibleAreaError';
  }
}

/** Checks that a module loaded from a remote is an area this shell can use. */
export function assertCompatibleArea(name: string, value: unknown): AreaDefinition {
  const area = (
    value && typeof value === 'object' && 'default' in value ? (value as { default: unknown }).default : value
  ) as Partial<AreaDefinition> | null | undefined;
  if (!area || typeof area !== 'object' || typeof area.contractVersion !== 'string') {
    throw new IncompatibleAreaError(name, 'unknown');
  }
  const major = area.contractVersion.split('.')[0];
  if (major !== AREA_CONTRACT_VERSION.split('.')[0]) {
    throw new IncompatibleAreaError(name, area.contractVersion);
  }
  if (
    !Array.isArray(area.routes) ||
    !Array.isArray(area.navigation) ||
    typeof area.translations !== 'object'
  ) {
    throw new IncompatibleAreaError(name, area.contractVersion);
  }
  return area as AreaDefinition;
}
