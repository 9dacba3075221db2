import type { Resource } from 'i18next';
import { uiTranslations } from '@atrium/ui/core';
import shellEn from '../i18n/en.json';
import shellFr from '../i18n/fr.json';
import shellAr from '../i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

type ShellStrings = typeof shellEn;

/** A page's own strings in each language (its folder's i18n/*.json), added to the shared ones. */
export interface PageStrings {
  en: object;
  fr: object;
  ar: object;
}

/**
 * The front pages' strings: the shell's brand, the shared ones (./i18n: the layout and the help
 * center, which the app does not carry) and the page's own, so a page carries no other page's
 * strings — in the namespace `shell`, as in the app, beside the design system's `ui`.
 */
export function frontTranslationsWith(...pages: PageStrings[]): Resource {
  const strings = (shell: ShellStrings, own: typeof en, code: keyof PageStrings) =>
    Object.assign(
      { appName: shell.appName, appDescription: shell.appDescription },
      own,
      ...pages.map((p) => p[code]),
    );
  return {
    en: { shell: strings(shellEn, en, 'en'), ui: uiTranslations.en },
    fr: { shell: strings(shellFr, fr, 'fr'), ui: uiTranslations.fr },
    ar: { shell: strings(shellAr, ar, 'ar'), ui: uiTranslations.ar },
  };
}

/** The strings of a front page that has none of its own (the help center). */
export const frontTranslations: Resource = frontTranslationsWith();
