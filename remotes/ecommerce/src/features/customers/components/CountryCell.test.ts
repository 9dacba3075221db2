/** @jest-environment node */
import { flagEmoji } from './CountryCell';

it('turns a country code into its flag', () => {
  expect(flagEmoji('fr')).toBe('🇫🇷');
  expect(flagEmoji('US')).toBe('🇺🇸');
  expect(flagEmoji('xyz')).toBe('');
});
