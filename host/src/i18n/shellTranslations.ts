import type { Resource } from 'i18next';
import { uiTranslations } from '@atrium/ui/core';
import { formsTranslations } from '@atrium/ui/forms';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

/** The shell's strings (namespace `shell`) and the design system's (namespace `ui`, with the forms toolkit's). */
export const shellTranslations: Resource = {
  en: { shell: en, ui: { ...uiTranslations.en, ...formsTranslations.en } },
  fr: { shell: fr, ui: { ...uiTranslations.fr, ...formsTranslations.fr } },
  ar: { shell: ar, ui: { ...uiTranslations.ar, ...formsTranslations.ar } },
};
