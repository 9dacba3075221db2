import type { LanguageCode } from '../i18n/languages';
import { isLanguageCode } from '../i18n/languages';
import type { AreaDefinition, AreaOutline, TranslationBundle } from './areaContract';
import { validateOutline } from './validateArea';

/**
 * An area's metadata document: its outline (what the shell needs to draw the menu, guard routes and
 * search) and, in one language, only the strings the shell shows of it. Each remote's build writes one
 * per language next to its manifest (`area-meta.<language>.json`), generated from its contract, so the
 * host draws the whole menu without downloading any area's code, and fetches a remote's entry and
 * contract only when one of its screens is opened.
 */
export interface AreaMetadata extends AreaOutline {
  language: LanguageCode;
  /** The area's strings (its i18n namespace) the outline's titles and subject labels name. */
  strings: TranslationBundle;
}

/** The file name of an area's metadata in `language`, relative to its manifest. */
export const areaMetadataFile = (language: LanguageCode) => `area-meta.${language}.json`;

const PLURAL_SUFFIX = /^_(zero|one|two|few|many|other)$/;

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree =>
  !!value && typeof value === 'object' && !Array.isArray(value);
/** The entries of what should be a list, tolerating a declaration that is not well formed. */
const entries = (value: unknown): Tree[] => (Array.isArray(value) ? value.filter(isTree) : []);
const titleOf = (entry: Tree): string[] => (typeof entry.title === 'string' ? [entry.title] : []);

/**
 * The translation keys the shell shows of an outline: menu, shortcuts, search, page titles, subjects.
 * Read loosely: a malformed declaration still gets its document, which the host checks and trims as
 * it does a contract.
 */
export function shellKeys(outline: AreaOutline): string[] {
  const keys = [
    ...entries(outline.navigation).flatMap((item) => [
      ...titleOf(item),
      ...(isTree(item.badge) && typeof item.badge.label === 'string' ? [item.badge.label] : []),
      ...entries(item.children).flatMap(titleOf),
    ]),
    ...entries(outline.shortcuts).flatMap(titleOf),
    ...entries(outline.searchEntries).flatMap(titleOf),
    ...entries(outline.routes).flatMap((route) => (isTree(route.meta) ? titleOf(route.meta) : [])),
    ...(Array.isArray(outline.subjects) ? outline.subjects : []).map((subject) => `subjects.${subject}`),
  ];
  return [...new Set(keys)];
}

/** Copies `key` (dotted) from `source` into `target`, with its plural forms; a missing key is skipped. */
function copyKey(source: Tree, target: Tree, key: string) {
  const path = key.split('.');
  const last = path.pop()!;
  let from: unknown = source;
  for (const part of path) from = isTree(from) ? from[part] : undefined;
  if (!isTree(from)) return;
  const found = Object.entries(from).filter(
    ([name]) => name === last || (name.startsWith(last) && PLURAL_SUFFIX.test(name.slice(last.length))),
  );
  if (!found.length) return;
  let to = target;
  for (const part of path) to = (isTree(to[part]) ? to[part] : (to[part] = {})) as Tree;
  for (const [name, value] of found) to[name] = value;
}

/** Picks the shell's strings out of an area's bundle. */
export function pickStrings(bundle: TranslationBundle, keys: readonly string[]): TranslationBundle {
  const picked: Tree = {};
  if (!isTree(bundle)) return picked;
  for (const key of keys) copyKey(bundle, picked, key);
  return picked;
}

/** The metadata document of a stamped area in one language (build time: see shared/build). */
export function describeArea(
  area: AreaDefinition,
  language: LanguageCode,
  bundle: TranslationBundle,
): AreaMetadata {
  const { translations: _translations, routes, ...rest } = area;
  // Page loaders are code, not metadata (a route that is not even an object is left to the host's check).
  const outline = {
    ...rest,
    routes: (Array.isArray(routes) ? routes : []).map((route: unknown) => {
      if (!isTree(route)) return route;
      const { load: _load, ...described } = route;
      return described;
    }),
  } as AreaOutline;
  return { ...outline, language, strings: pickStrings(bundle, shellKeys(outline)) };
}

export interface ValidatedMetadata {
  metadata: AreaMetadata;
  problems: string[];
}

/**
 * Checks a metadata document fetched from a remote's origin as strictly as its code would be: the same
 * contract and runtime versions, the same outline checks (see validateOutline), and strings that are a
 * tree of strings in the language asked for.
 */
export function validateAreaMetadata(
  name: string,
  value: unknown,
  { federationRuntime, language }: { federationRuntime: string; language: LanguageCode },
): ValidatedMetadata {
  const { outline, problems, source } = validateOutline(name, value, {
    federationRuntime,
    withLoaders: false,
  });
  if (outline.name !== name) problems.push(`it calls itself "${outline.name}"`);
  if (source.language !== language || !isLanguageCode(source.language)) {
    problems.push(`its language is ${JSON.stringify(source.language)}, not ${language}`);
  }
  let strings: TranslationBundle = {};
  if (isStringTree(source.strings)) strings = source.strings;
  else problems.push('its strings are not a tree of strings');
  return { metadata: { ...outline, name, language, strings }, problems };
}

function isStringTree(value: unknown): value is TranslationBundle {
  return isTree(value) && Object.values(value).every((v) => typeof v === 'string' || isStringTree(v));
}
