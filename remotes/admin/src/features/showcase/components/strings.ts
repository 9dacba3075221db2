import { addAreaTranslations } from '@atrium/platform';

/** The components section's strings: an i18n namespace of their own, loaded with its pages. */
export const SHOWCASE_COMPONENTS_NS = 'showcaseComponents';

export function loadComponentsStrings(): Promise<void> {
  return addAreaTranslations(SHOWCASE_COMPONENTS_NS, {
    en: () => import(/* webpackChunkName: "showcase-components-i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "showcase-components-i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "showcase-components-i18n-ar" */ './i18n/ar.json'),
  });
}
