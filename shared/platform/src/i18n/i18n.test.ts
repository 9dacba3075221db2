import { i18n, initI18n, setLanguage, storedLanguage, addTranslations } from './i18n';

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
});
