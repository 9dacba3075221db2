import { useTranslation } from 'react-i18next';
import { addAreaTranslations } from '@atrium/platform';

/**
 * The showcase's common strings (colours, sizes, section titles), a namespace of their own that loads
 * with the showcase's pages, not with the area. Each section adds its own namespace beside it.
 */
export const SHOWCASE_NS = 'showcase';

export function loadShowcaseStrings(): Promise<void> {
  return addAreaTranslations(SHOWCASE_NS, {
    en: () => import(/* webpackChunkName: "showcase-i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "showcase-i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "showcase-i18n-ar" */ './i18n/ar.json'),
  });
}

/**
 * A section's `t`: its own namespace first, then the showcase's common strings (`colors.primary`,
 * `sizes.sm`, `sections.states`), so a demo writes every key without a namespace prefix.
 */
export function useShowcaseTranslation(namespace: string) {
  return useTranslation([namespace, SHOWCASE_NS], { nsMode: 'fallback' });
}
