import { useTranslation } from 'react-i18next';
import { addAreaTranslations, type LanguageCode } from '@atrium/platform';

/**
 * The showcase's strings load with its pages, not with the area. Each section has a namespace of its
 * own (its keys never meet another's), but all of them travel in one chunk per language: a chunk
 * costs an entry in the area's contract (its name and hash in remoteEntry.js), the strings do not.
 */
const ALL = {
  en: () => import('./i18n/all.en'),
  fr: () => import('./i18n/all.fr'),
  ar: () => import('./i18n/all.ar'),
} satisfies Record<LanguageCode, unknown>;

type Namespace = keyof Awaited<ReturnType<(typeof ALL)['en']>>['default'];

/** Registers one of the showcase's namespaces and loads the page's language of it. */
export function loadShowcaseNamespace(namespace: Namespace): Promise<void> {
  const pick = (language: LanguageCode) => () => ALL[language]().then((m) => m.default[namespace]);
  return addAreaTranslations(namespace, { en: pick('en'), fr: pick('fr'), ar: pick('ar') });
}

/** The common strings of every showcase page: colours, sizes, section titles, the subtitle. */
export const SHOWCASE_NS = 'showcase';

export const loadShowcaseStrings = () => loadShowcaseNamespace(SHOWCASE_NS);

/**
 * A section's `t`: its own namespace first, then the showcase's common strings (`colors.primary`,
 * `sizes.sm`, `sections.states`), so a demo writes every key without a namespace prefix.
 */
export function useShowcaseTranslation(namespace: string) {
  return useTranslation([namespace, SHOWCASE_NS], { nsMode: 'fallback' });
}
