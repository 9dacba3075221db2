/** @jest-environment node */
import { addAreaTranslations, i18n, initI18n, setLanguage } from './i18n';

beforeAll(() => initI18n());
afterEach(() => setLanguage('en'));

test("loads only the page's language of an area whose contract gives loaders, and the next one on a switch", async () => {
  const en = jest.fn(async () => ({ default: { hello: 'Hello' } }));
  const fr = jest.fn(async () => ({ hello: 'Bonjour' }));
  const ar = jest.fn(async () => ({ default: { hello: 'مرحبا' } }));
  await addAreaTranslations('lazy', { en, fr, ar }, 'en');
  expect(i18n.t('lazy:hello')).toBe('Hello');
  expect([en, fr, ar].map((l) => l.mock.calls.length)).toEqual([1, 0, 0]);

  await setLanguage('fr');
  expect(i18n.t('lazy:hello')).toBe('Bonjour');
  await setLanguage('en');
  await setLanguage('fr');
  // Each language is fetched once.
  expect([en, fr, ar].map((l) => l.mock.calls.length)).toEqual([1, 1, 0]);
});

test('takes strings given as objects, as contracts before 1.3 do', async () => {
  await addAreaTranslations('eager', { en: { hi: 'Hi' }, fr: { hi: 'Salut' }, ar: { hi: 'أهلا' } }, 'en');
  await setLanguage('ar');
  expect(i18n.t('eager:hi')).toBe('أهلا');
});

test('a language whose chunk fails falls back to English, and is asked for again next time', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  let fails = true;
  const fr = jest.fn(async () => {
    if (fails) throw new Error('offline');
    return { bye: 'Au revoir' };
  });
  await addAreaTranslations('flaky', { en: { bye: 'Goodbye' }, fr, ar: { bye: 'وداعا' } }, 'fr');
  await i18n.changeLanguage('fr');
  expect(i18n.t('flaky:bye')).toBe('Goodbye');
  expect(error).toHaveBeenCalled();

  fails = false;
  await setLanguage('en');
  await setLanguage('fr');
  expect(i18n.t('flaky:bye')).toBe('Au revoir');
  error.mockRestore();
});
