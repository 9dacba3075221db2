/** @jest-environment node */
import { compactMoneyAxis } from './chartAxes';

describe('compactMoneyAxis', () => {
  it('labels an axis in short money, in the page’s locale and currency', () => {
    expect(compactMoneyAxis('en-US').labels.formatter(12_400)).toBe('$12K');
    expect(compactMoneyAxis('fr-FR', 'EUR').labels.formatter(12_400)).toMatch(/^12\sk\s€$/);
    expect(compactMoneyAxis('ar-EG').labels.formatter(12_400)).toContain('١٢');
  });
});
