import type { Resource } from 'i18next';
import { uiTranslations } from '@atrium/ui/core';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import ar from '../i18n/ar.json';

type ShellStrings = typeof en;

/** The part of the shell's strings the login page shows: the brand, the form and its notices. */
function loginStrings(strings: ShellStrings) {
  return {
    appName: strings.appName,
    appDescription: strings.appDescription,
    login: strings.login,
    auth: { passwordChanged: strings.auth.passwordChanged },
  };
}

/** The login page's translations (namespace `shell`, as in the app, and the design system's `ui`). */
export const loginTranslations: Resource = {
  en: { shell: loginStrings(en), ui: uiTranslations.en },
  fr: { shell: loginStrings(fr), ui: uiTranslations.fr },
  ar: { shell: loginStrings(ar), ui: uiTranslations.ar },
};
