import { addAreaTranslations } from '@atrium/platform';

/** The forms section's strings: an i18n namespace of their own, loaded with its pages. */
export const SHOWCASE_FORMS_NS = 'showcaseForms';

export function loadFormsStrings(): Promise<void> {
  return addAreaTranslations(SHOWCASE_FORMS_NS, {
    en: () => import(/* webpackChunkName: "showcase-forms-i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "showcase-forms-i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "showcase-forms-i18n-ar" */ './i18n/ar.json'),
  });
}
