import type { Resource, ResourceLanguage } from 'i18next';
import { authTranslations } from '../authTranslations';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

const own = { en, fr, ar };

/** The demo variants' strings: the real pages' (their forms) and their own (./i18n, which no other page carries). */
export const variantTranslations: Resource = Object.fromEntries(
  (['en', 'fr', 'ar'] as const).map((lng) => {
    const { shell, ...others } = authTranslations[lng] as ResourceLanguage;
    return [lng, { ...others, shell: { ...(shell as object), ...own[lng] } }];
  }),
);
