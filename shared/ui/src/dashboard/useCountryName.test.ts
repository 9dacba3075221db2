import { renderHook } from '@testing-library/react';
import { useCountryName } from './useCountryName';

describe('useCountryName', () => {
  it('names a country from its code in the page’s language', () => {
    expect(renderHook(() => useCountryName('en-US')).result.current('FR')).toBe('France');
    expect(renderHook(() => useCountryName('fr-FR')).result.current('de')).toBe('Allemagne');
    expect(renderHook(() => useCountryName('ar-EG')).result.current('FR')).toBe('فرنسا');
  });

  it('falls back to the given name, else the code, when the code names nothing', () => {
    const countryName = renderHook(() => useCountryName('en-US')).result.current;
    expect(countryName('', 'Elsewhere')).toBe('Elsewhere');
    expect(countryName('not a code', 'Elsewhere')).toBe('Elsewhere');
    expect(countryName('not a code')).toBe('not a code');
  });

  it('is the same function until the locale changes', () => {
    const { result, rerender } = renderHook(({ locale }) => useCountryName(locale), {
      initialProps: { locale: 'en-US' },
    });
    const first = result.current;
    rerender({ locale: 'en-US' });
    expect(result.current).toBe(first);
    rerender({ locale: 'fr-FR' });
    expect(result.current('DE')).toBe('Allemagne');
  });
});
