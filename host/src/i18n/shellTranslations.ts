import type { Resource } from 'i18next';
import { uiTranslations } from '@atrium/ui/core';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

/** The shell's strings (namespace `shell`) and the design system's (namespace `ui`). */
export const shellTranslations: Resource = {
  en: { shell: en, ui: uiTranslations.en },
  fr: { shell: fr, ui: uiTranslations.fr },
  ar: { shell: ar, ui: uiTranslations.ar },
};
