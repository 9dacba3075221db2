import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useDateRange } from './useDateRange';
import { resolvePreset } from './dateRange';

const wrapper = (initial: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  };

function useRangeAndLocation() {
  return { ...useDateRange(), location: useLocation() };
}

describe('useDateRange', () => {
  it('defaults to this month, resolved against today', () => {
    const { result } = renderHook(useRangeAndLocation, { wrapper: wrapper('/dashboards/analytics') });
    expect(result.current.range).toEqual(resolvePreset('month', new Date()));
  });

  it('reads a custom range from the URL and writes presets and custom ranges back, keeping other params', () => {
    const { result } = renderHook(useRangeAndLocation, {
      wrapper: wrapper('/d?q=x&range=custom&from=2025-01-01&to=2025-03-31'),
    });
    expect(result.current.range).toEqual({ preset: 'custom', from: '2025-01-01', to: '2025-03-31' });
    act(() => result.current.setRange({ preset: 'year' }));
    expect(result.current.location.search).toBe('?q=x&range=year');
    expect(result.current.range.preset).toBe('year');
    act(() => result.current.setRange({ preset: 'custom', from: '2025-02-01', to: '2025-02-14' }));
    expect(result.current.location.search).toBe('?q=x&range=custom&from=2025-02-01&to=2025-02-14');
    expect(result.current.range).toEqual({ preset: 'custom', from: '2025-02-01', to: '2025-02-14' });
  });

  it('keeps the same range object while the range params do not change', () => {
    const { result } = renderHook(useRangeAndLocation, { wrapper: wrapper('/d?range=30d') });
    const first = result.current.range;
    act(() => result.current.setRange({ preset: '30d' }));
    expect(result.current.range).toBe(first);
  });
});
