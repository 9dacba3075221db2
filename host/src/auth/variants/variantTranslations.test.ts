/** @jest-environment node */
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';
import { variantTranslations } from './variantTranslations';

const keysOf = (strings: { authDemo: Record<string, string> }) => Object.keys(strings.authDemo).sort();

test('the demos speak English, French and Arabic alike: the same keys, none empty', () => {
  expect(keysOf(fr)).toEqual(keysOf(en));
  expect(keysOf(ar)).toEqual(keysOf(en));
  for (const strings of [en, fr, ar])
    for (const text of Object.values(strings.authDemo)) expect(text.trim()).not.toBe('');
});

test("the demos' strings sit beside the real pages' in the shell namespace", () => {
  const shell = variantTranslations.fr.shell as Record<string, unknown>;
  expect(shell.login).toBeDefined();
  expect(shell.auth).toBeDefined();
  expect(shell.authDemo).toEqual(fr.authDemo);
  expect(variantTranslations.ar.ui).toBeDefined();
});
