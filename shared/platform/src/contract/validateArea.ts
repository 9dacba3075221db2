import {
  AREA_CONTRACT_VERSION,
  IncompatibleAreaError,
  LAYOUT_NAMES,
  NAV_SECTIONS,
  SEARCH_ENTRY_GROUPS,
  type AreaDefinition,
  type AreaOutline,
  type AreaLanding,
  type AreaNavItem,
  type AreaNavLink,
  type AreaRoute,
  type AreaSearchEntry,
  type AreaShortcut,
  type AreaTranslations,
  type TranslationSource,
} from './areaContract';
import { LANGUAGES } from '../i18n/languages';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const optional = (value: unknown, test: (v: unknown) => boolean) => value === undefined || test(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isPath = (value: unknown): value is string => isString(value) && value.startsWith('/');
const hasAbility = (value: Json) => optional(value.action, isString) && optional(value.subject, isString);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function parseVersion(text: unknown): [number, number] | null {
  const match = isString(text) ? /^(\d+)\.(\d+)\.\d+/.exec(text) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * A remote needs the federation runtime the host provides: the same major, and no newer minor than
 * the host's (a newer remote may call what an older runtime does not have).
 */
export function isCompatibleRuntime(remote: unknown, host: string): boolean {
  const [r, h] = [parseVersion(remote), parseVersion(host)];
  return !!r && !!h && r[0] === h[0] && r[1] <= h[1];
}

/** A route: a path, its page loader unless it is an outline's, a prefetch if any, and well-formed meta. */
function isRoute(value: unknown, withLoader: boolean): value is AreaRoute {
  if (!isObject(value) || !isPath(value.path)) return false;
  if (withLoader && typeof value.load !== 'function') return false;
  if (!optional(value.prefetch, (prefetch) => typeof prefetch === 'function')) return false;
  const { meta } = value;
  if (meta === undefined) return true;
  return (
    isObject(meta) &&
    hasAbility(meta) &&
    ['public', 'unauthenticatedOnly', 'fixedHeight'].every((flag) => optional(meta[flag], isBoolean)) &&
    optional(meta.layout, (l) => LAYOUT_NAMES.includes(l as never)) &&
    optional(meta.navActiveLink, isPath) &&
    optional(meta.title, isString)
  );
}

function isNavLink(value: unknown): value is AreaNavLink {
  return isObject(value) && isString(value.title) && isPath(value.to) && hasAbility(value);
}

function isShortcut(value: unknown): value is AreaShortcut {
  return isNavLink(value) && isString((value as unknown as Json).icon);
}

function isSearchEntry(value: unknown): value is AreaSearchEntry {
  return isShortcut(value) && SEARCH_ENTRY_GROUPS.includes((value as unknown as Json).group as never);
}

/** A badge asks this app's API, nothing else: an area cannot make the menu call another origin. */
function isNavBadge(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.label) &&
    isString(value.countFrom) &&
    value.countFrom.startsWith('/api/') &&
    !value.countFrom.includes('//')
  );
}

function isNavItemShape(value: unknown): value is Json {
  return (
    isObject(value) &&
    NAV_SECTIONS.includes(value.section as never) &&
    typeof value.order === 'number' &&
    Number.isFinite(value.order) &&
    isString(value.title) &&
    isString(value.icon) &&
    optional(value.to, isPath) &&
    optional(value.children, Array.isArray) &&
    optional(value.badge, isNavBadge) &&
    hasAbility(value) &&
    (value.to !== undefined || value.children !== undefined)
  );
}

const describe = (value: unknown) => {
  try {
    return JSON.stringify(value)?.slice(0, 120) ?? String(value);
  } catch {
    return String(value);
  }
};

function translationsOf(value: unknown, problems: string[]): AreaTranslations {
  const source = isObject(value) ? value : {};
  if (!isObject(value)) problems.push('translations are not an object');
  const out = {} as AreaTranslations;
  for (const { code: language } of LANGUAGES) {
    const strings = source[language];
    if (isObject(strings) || typeof strings === 'function') out[language] = strings as TranslationSource;
    else {
      out[language] = {};
      problems.push(`no ${language} translations`);
    }
  }
  return out;
}

export interface ValidatedArea {
  area: AreaDefinition;
  /** What was dropped and why, for the console: the rest of the area still works. */
  problems: string[];
}

export interface ValidatedOutline {
  outline: AreaOutline;
  problems: string[];
}

interface OutlineOptions {
  federationRuntime: string;
  /** A contract's routes carry page loaders; an outline's (a metadata document's) do not. */
  withLoaders: boolean;
}

/**
 * Checks what the shell reads of an area — versions, routes, menu, shortcuts, search entries,
 * landing, subjects — whether it comes from the remote's code or from its metadata document. Another
 * major contract version, another federation runtime, or something not shaped like an area is refused
 * as a whole; a single malformed route, menu item or menu link is dropped, so one mistake in one area
 * can never break the menu of every area.
 */
export function validateOutline(
  name: string,
  value: unknown,
  { federationRuntime, withLoaders }: OutlineOptions,
): ValidatedOutline & { source: Json } {
  const area = isObject(value) && 'default' in value ? value.default : value;
  if (!isObject(area)) {
    const what = withLoaders ? 'its ./area module exports' : 'its metadata document is';
    throw new IncompatibleAreaError(name, `${what} no contract.`);
  }
  const built = parseVersion(area.contractVersion);
  const major = parseVersion(AREA_CONTRACT_VERSION)![0];
  if (!built || built[0] !== major) {
    throw new IncompatibleAreaError(
      name,
      `it speaks contract version ${isString(area.contractVersion) ? area.contractVersion : 'unknown'}, this shell ${major}.x.`,
    );
  }
  if (!isCompatibleRuntime(area.federationRuntime, federationRuntime)) {
    throw new IncompatibleAreaError(
      name,
      `it was built for federation runtime ${isString(area.federationRuntime) ? area.federationRuntime : 'unknown'}, this shell provides ${federationRuntime}.`,
    );
  }
  if (!isString(area.name) || !Array.isArray(area.routes) || !Array.isArray(area.navigation)) {
    throw new IncompatibleAreaError(name, 'its contract has no name, routes or navigation list.');
  }

  const problems: string[] = [];
  // The subjects the area declares; an area built before they were declared names none, and is not
  // checked against them: its subjects are the ones its entries use.
  const declared = isStringList(area.subjects) ? new Set(area.subjects) : null;
  if (area.subjects !== undefined && !declared) problems.push('subjects are not a list of strings');
  const knownSubject = (value: unknown) => {
    const subject = isObject(value) ? value.subject : undefined;
    return !isString(subject) || subject === 'all' || !declared || declared.has(subject);
  };
  const undeclared = (value: unknown) =>
    `its subject ${JSON.stringify((value as Json).subject)} is not one the area declares`;

  const routes = area.routes.filter((route: unknown, index) => {
    if (isRoute(route, withLoaders) && knownSubject(route.meta)) return true;
    problems.push(
      `route #${index + 1} dropped (${isRoute(route, withLoaders) ? undeclared(route.meta) : describe(route)})`,
    );
    return false;
  });

  const navigation: AreaNavItem[] = [];
  area.navigation.forEach((item: unknown, index) => {
    if (!isNavItemShape(item) || !knownSubject(item)) {
      problems.push(
        `navigation item #${index + 1} dropped (${isNavItemShape(item) ? undeclared(item) : describe(item)})`,
      );
      return;
    }
    let children: AreaNavLink[] | undefined;
    if (Array.isArray(item.children)) {
      children = item.children.filter((child: unknown, childIndex) => {
        if (isNavLink(child) && knownSubject(child)) return true;
        problems.push(
          `link #${childIndex + 1} of navigation item "${item.title}" dropped (${isNavLink(child) ? undeclared(child) : describe(child)})`,
        );
        return false;
      });
      if (!children.length && item.to === undefined) {
        problems.push(`navigation item "${item.title}" dropped: none of its links is valid`);
        return;
      }
    }
    navigation.push({ ...(item as unknown as AreaNavItem), children });
  });

  let shared: Record<string, string> | undefined;
  if (isObject(area.shared) && Object.values(area.shared).every(isString))
    shared = area.shared as Record<string, string>;
  else if (area.shared !== undefined) problems.push('shared package ranges dropped: not a map of ranges');

  const fields: Json = area;
  /** An optional list: each entry kept when well formed and guarded by a declared subject. */
  function listOf<T>(field: string, label: string, test: (value: unknown) => value is T): T[] {
    const value = fields[field];
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      problems.push(`${label} list dropped: not a list`);
      return [];
    }
    return value.filter((entry: unknown, index): entry is T => {
      if (test(entry) && knownSubject(entry)) return true;
      problems.push(`${label} #${index + 1} dropped (${test(entry) ? undeclared(entry) : describe(entry)})`);
      return false;
    });
  }
  const shortcuts = listOf('shortcuts', 'shortcut', isShortcut);
  const searchEntries = listOf('searchEntries', 'search entry', isSearchEntry);

  const landing: Record<string, string> = {};
  if (area.landing !== undefined && !isObject(area.landing)) problems.push('landing dropped: not an object');
  else if (area.landing) {
    for (const [role, path] of Object.entries(area.landing)) {
      if (isPath(path)) landing[role] = path;
      else problems.push(`landing of role "${role}" dropped (${describe(path)})`);
    }
  }

  const used = [...routes.map((r) => r.meta), ...navigation, ...navigation.flatMap((n) => n.children ?? [])]
    .map((entry) => entry?.subject)
    .filter((subject): subject is string => isString(subject) && subject !== 'all');
  const subjects = declared ? [...declared] : [...new Set(used)];

  return {
    outline: {
      name: area.name,
      contractVersion: area.contractVersion as string,
      federationRuntime: area.federationRuntime as string,
      release: isString(area.release) ? area.release : undefined,
      ...(shared && { shared }),
      subjects,
      routes,
      navigation,
      shortcuts,
      searchEntries,
      landing: landing as AreaLanding,
    },
    problems,
    source: area,
  };
}

/** Checks a module loaded from a remote (its `./area`) before the shell uses any of it: see validateOutline. */
export function validateArea(
  name: string,
  value: unknown,
  { federationRuntime }: { federationRuntime: string },
): ValidatedArea {
  const { outline, problems, source } = validateOutline(name, value, {
    federationRuntime,
    withLoaders: true,
  });
  return {
    area: {
      ...outline,
      routes: outline.routes as AreaRoute[],
      translations: translationsOf(source.translations, problems),
    },
    problems,
  };
}
