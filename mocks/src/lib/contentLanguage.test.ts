import { contentLanguageOf } from './contentLanguage';

const asking = (header?: string) =>
  contentLanguageOf(
    new Request('http://localhost/', { headers: header ? { 'Accept-Language': header } : {} }),
  );

test('the first language we write in, by quality, by primary subtag; English otherwise', () => {
  expect(asking('fr')).toBe('fr');
  expect(asking('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
  expect(asking('de-DE, fr-CA;q=0.7, en;q=0.5')).toBe('fr');
  expect(asking('en;q=0.2, fr;q=0.9')).toBe('fr');
  expect(asking('fr;q=0, en')).toBe('en');
  expect(asking('de')).toBe('en');
  expect(asking()).toBe('en');
  expect(asking('x'.repeat(500))).toBe('en');
});
