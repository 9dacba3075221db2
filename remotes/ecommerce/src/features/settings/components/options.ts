import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SETTINGS_COUNTRIES,
  STORE_CURRENCIES,
  STORE_TIMEZONES,
  type SettingsCountry,
} from '@atrium/contracts';
import type { SelectOption } from '@atrium/ui';

function displayNames(language: string, type: 'region' | 'currency') {
  try {
    return new Intl.DisplayNames([language], { type });
  } catch {
    return undefined;
  }
}

/** Countries, currencies and time zones as options named in the current language. */
export function useSettingsOptions() {
  const { i18n } = useTranslation('ecommerce');
  const language = i18n.language;
  return useMemo(() => {
    const regions = displayNames(language, 'region');
    const currencies = displayNames(language, 'currency');
    const countryName = (code: SettingsCountry) => regions?.of(code) ?? code;
    const countries: SelectOption[] = SETTINGS_COUNTRIES.map((c) => ({ value: c, label: countryName(c) }));
    const currencyOptions: SelectOption[] = STORE_CURRENCIES.map((c) => ({
      value: c,
      label: `${currencies?.of(c) ?? c} (${c})`,
    }));
    const timezones: SelectOption[] = STORE_TIMEZONES.map((z) => ({ value: z, label: z.replace(/_/g, ' ') }));
    return { countries, countryName, currencies: currencyOptions, timezones };
  }, [language]);
}

/** A new id for a list item the server has not seen yet. */
export function newItemId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
