import type { Resource } from 'i18next';
import { uiTranslations } from '@atrium/ui/core';
// The forms toolkit's strings only, not the toolkit: the shell renders no form, and importing
// `@atrium/ui/forms` would load it (with react-hook-form) at every start-up.
import { formsTranslations } from '@atrium/ui/forms/translations';
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

/** The shell's strings (namespace `shell`) and the design system's (namespace `ui`, with the forms toolkit's). */
export const shellTranslations: Resource = {
  en: { shell: en, ui: { ...uiTranslations.en, ...formsTranslations.en } },
  fr: { shell: fr, ui: { ...uiTranslations.fr, ...formsTranslations.fr } },
  ar: { shell: ar, ui: { ...uiTranslations.ar, ...formsTranslations.ar } },
};
