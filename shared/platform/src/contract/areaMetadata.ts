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

/**
 * How a document written by the build gives the titles of its menu, shortcuts and search entries: as
 * their text in the document's language. A translation key costs its name twice (in the outline and in
 * the strings), the text once — for an area with a long menu, the larger part of its document. The
 * host turns them back into keys of its own (see validateAreaMetadata), so everything that shows an
 * outline translates titles one way, whether the outline came from metadata or from loaded code.
 */
export const TEXT_TITLES = 'text';

/** The key a title given as text is registered under, in the area's namespace (`$outline.3`). */
const OUTLINE_TITLES = '$outline';

/** The file name of an area's metadata in `language`, relative to its manifest. */
export const areaMetadataFile = (language: LanguageCode) => `area-meta.${language}.json`;

const PLURAL_SUFFIX = /^_(zero|one|two|few|many|other)$/;

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree =>
  !!value && typeof value === 'object' && !Array.isArray(value);
/** The entries of what should be a list, tolerating a declaration that is not well formed. */
const entries = (value: unknown): Tree[] => (Array.isArray(value) ? value.filter(isTree) : []);

/**
 * The translation keys the shell shows of an outline: menu, shortcuts, search, page titles, subjects.
 * Read loosely: a malformed declaration still gets its document, which the host checks and trims as
 * it does a contract.
 */
export function shellKeys(outline: AreaOutline): string[] {
  const keys = [
    ...entries(outline.navigation).flatMap((item) =>
      isTree(item.badge) && typeof item.badge.label === 'string' ? [item.badge.label] : [],
    ),
    ...(Array.isArray(outline.subjects) ? outline.subjects : []).map((subject) => `subjects.${subject}`),
  ];
  return [...new Set(keys)];
}

/** The string `key` (dotted) names in `bundle`, if it is one. */
function lookup(bundle: TranslationBundle, key: string): string | undefined {
  let value: unknown = bundle;
  for (const part of key.split('.')) value = isTree(value) ? value[part] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** `entry` with its title key replaced by the title's text (a key the bundle lacks is kept as it is). */
function withTextTitle(entry: unknown, bundle: TranslationBundle): unknown {
  if (!isTree(entry) || typeof entry.title !== 'string') return entry;
  return { ...entry, title: lookup(bundle, entry.title) ?? entry.title };
}

/** Applies `change` to every entry of what should be a list, leaving anything else as it is. */
const mapEntries = (value: unknown, change: (entry: unknown) => unknown) =>
  Array.isArray(value) ? value.map(change) : value;

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

/**
 * The metadata document of a stamped area in one language (build time: see shared/build): titles as
 * text (TEXT_TITLES), and no page titles — a page's title is shown once its code is loaded, which
 * brings the area's strings.
 */
export function describeArea(
  area: AreaDefinition,
  language: LanguageCode,
  bundle: TranslationBundle,
): AreaMetadata & { titles: typeof TEXT_TITLES } {
  const { translations: _translations, routes, navigation, shortcuts, searchEntries, ...rest } = area;
  const text = (entry: unknown) => withTextTitle(entry, bundle);
  // Page loaders are code, not metadata (a route that is not even an object is left to the host's check).
  const outline = {
    ...rest,
    navigation: mapEntries(navigation, (item) => {
      const titled = text(item);
      return isTree(titled) && Array.isArray(titled.children)
        ? { ...titled, children: titled.children.map(text) }
        : titled;
    }),
    shortcuts: mapEntries(shortcuts, text),
    searchEntries: mapEntries(searchEntries, text),
    routes: (Array.isArray(routes) ? routes : []).map((route: unknown) => {
      if (!isTree(route)) return route;
      const { load: _load, meta, ...described } = route;
      if (!isTree(meta)) return meta === undefined ? described : { ...described, meta };
      const { title: _title, ...shown } = meta;
      return { ...described, meta: shown };
    }),
  } as AreaOutline;
  if (shortcuts === undefined) delete outline.shortcuts;
  if (searchEntries === undefined) delete outline.searchEntries;
  return { ...outline, language, titles: TEXT_TITLES, strings: pickStrings(bundle, shellKeys(outline)) };
}

/**
 * Gives every title of a document's menu, shortcuts and search entries a key of its own, and the text
 * under it in `strings`: the outline is then read like any other (titles are keys of the area's
 * namespace). The keys follow the outline's order, which is the same in every language of a release.
 */
function keyTextTitles(outline: AreaOutline, strings: TranslationBundle): AreaOutline {
  const texts: Record<string, string> = {};
  const keyed = <T extends { title: string }>(entry: T): T => {
    const index = String(Object.keys(texts).length);
    texts[index] = entry.title;
    return { ...entry, title: `${OUTLINE_TITLES}.${index}` };
  };
  const navigation = outline.navigation.map((item) => {
    const titled = keyed(item);
    return item.children ? { ...titled, children: item.children.map(keyed) } : titled;
  });
  const shortcuts = outline.shortcuts?.map(keyed);
  const searchEntries = outline.searchEntries?.map(keyed);
  strings[OUTLINE_TITLES] = texts;
  return {
    ...outline,
    navigation,
    ...(shortcuts && { shortcuts }),
    ...(searchEntries && { searchEntries }),
  };
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
  if (isStringTree(source.strings)) strings = { ...source.strings };
  else problems.push('its strings are not a tree of strings');
  // A document from an earlier build gives its titles as keys of its strings: read as they are.
  const shown = source.titles === TEXT_TITLES ? keyTextTitles(outline, strings) : outline;
  return { metadata: { ...shown, name, language, strings }, problems };
}

function isStringTree(value: unknown): value is TranslationBundle {
  return isTree(value) && Object.values(value).every((v) => typeof v === 'string' || isStringTree(v));
}
