import type { Resource } from 'i18next';
import { uiTranslations } from '@atrium/ui/core';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import ar from '../i18n/ar.json';

type ShellStrings = typeof en;

/** The part of the shell's strings the authentication pages show: the brand, their forms and notices. */
function authStrings(strings: ShellStrings) {
  return {
    appName: strings.appName,
    appDescription: strings.appDescription,
    login: strings.login,
    auth: strings.auth,
  };
}

/** The authentication pages' translations (namespace `shell`, as in the app, and the design system's `ui`). */
export const authTranslations: Resource = {
  en: { shell: authStrings(en), ui: uiTranslations.en },
  fr: { shell: authStrings(fr), ui: uiTranslations.fr },
  ar: { shell: authStrings(ar), ui: uiTranslations.ar },
};
