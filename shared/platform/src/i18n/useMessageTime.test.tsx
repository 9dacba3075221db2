import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from './i18n';
import { isSameDay, useMessageTime } from './useMessageTime';

beforeAll(() => initI18n());

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

describe('useMessageTime', () => {
  it('shows the hour for today and the day otherwise, with the full date-time on demand', () => {
    const { result } = renderHook(() => useMessageTime(), { wrapper });
    const now = new Date(2024, 4, 10, 18, 0);
    expect(result.current.short(new Date(2024, 4, 10, 9, 30).toISOString(), now)).toMatch(/9:30/);
    expect(result.current.short(new Date(2024, 4, 2, 9, 30).toISOString(), now)).toMatch(/May 2/);
    expect(result.current.full(new Date(2024, 4, 2, 9, 30).toISOString())).toMatch(/May 2, 2024.*9:30/);
  });

  it('reads the time with the given parser', () => {
    const { result } = renderHook(() => useMessageTime(() => new Date(2020, 0, 3)), { wrapper });
    expect(result.current.full('anything')).toMatch(/Jan 3, 2020/);
  });

  it('compares calendar days', () => {
    expect(isSameDay(new Date(2024, 0, 1, 0, 1), new Date(2024, 0, 1, 23, 59))).toBe(true);
    expect(isSameDay(new Date(2024, 0, 1), new Date(2024, 0, 2))).toBe(false);
  });
});
