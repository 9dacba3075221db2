import { addAreaTranslations } from '@atrium/platform';

/** The charts section's strings: an i18n namespace of their own, loaded with its pages. */
export const SHOWCASE_CHARTS_NS = 'showcaseCharts';

export function loadChartsStrings(): Promise<void> {
  return addAreaTranslations(SHOWCASE_CHARTS_NS, {
    en: () => import(/* webpackChunkName: "showcase-charts-i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "showcase-charts-i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "showcase-charts-i18n-ar" */ './i18n/ar.json'),
  });
}
