import { addTranslations, beforeLanguageChange, i18n, initI18n, setLanguage, storedLanguage } from './i18n';

describe('i18n', () => {
  beforeAll(() => initI18n({ en: { shell: { hello: 'Hello' } }, fr: { shell: { hello: 'Bonjour' } } }));

  it('falls back to English for an unknown stored language', () => {
    localStorage.setItem('language', 'xx');
    expect(storedLanguage()).toBe('en');
  });

  it('switching to Arabic sets lang, dir and the stored choice', async () => {
    await setLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ar');
    await setLanguage('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18n.t('hello')).toBe('Bonjour');
  });

  it('adds an area namespace', async () => {
    addTranslations('ecommerce', { en: { title: 'Products' }, fr: { title: 'Produits' } });
    await setLanguage('en');
    expect(i18n.t('title', { ns: 'ecommerce' })).toBe('Products');
  });

  it('loads what was registered before it switches, and switches even when that fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const undoFirst = beforeLanguageChange(async (code) => {
      // The page still shows the old language while the new one's strings arrive.
      seen.push(`${code} while ${i18n.language}`);
      i18n.addResourceBundle(code, 'late', { title: 'Titre' });
    });
    const undoSecond = beforeLanguageChange(() => Promise.reject(new Error('offline')));
    await setLanguage('en');
    await setLanguage('fr');
    expect(seen).toEqual(['en while en', 'fr while en']);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('title', { ns: 'late' })).toBe('Titre');
    undoFirst();
    undoSecond();
    await setLanguage('en');
    expect(seen).toHaveLength(2);
    jest.restoreAllMocks();
  });
});
