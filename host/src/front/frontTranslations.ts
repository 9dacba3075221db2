import type { Resource } from 'i18next';
import { uiTranslations } from '@atrium/ui/core';
import shellEn from '../i18n/en.json';
import shellFr from '../i18n/fr.json';
import shellAr from '../i18n/ar.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

type ShellStrings = typeof shellEn;

/**
 * The front pages' strings: the shell's brand and their own (./i18n, which the app does not carry),
 * in the namespace `shell`, as in the app, beside the design system's `ui`.
 */
const frontStrings = (shell: ShellStrings, own: typeof en) => ({
  appName: shell.appName,
  appDescription: shell.appDescription,
  ...own,
});

export const frontTranslations: Resource = {
  en: { shell: frontStrings(shellEn, en), ui: uiTranslations.en },
  fr: { shell: frontStrings(shellFr, fr), ui: uiTranslations.fr },
  ar: { shell: frontStrings(shellAr, ar), ui: uiTranslations.ar },
};
