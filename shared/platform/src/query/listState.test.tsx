import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { parseListState, useListState } from './listState';

const wrapper = (initial: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  };

function useListAndLocation() {
  return { list: useListState(), location: useLocation() };
}

describe('useListState', () => {
  it('parses the URL with fallbacks for bad paging', () => {
    const state = parseListState(new URLSearchParams('q=x&page=abc&itemsPerPage=7&orderBy=up&status=Paid'));
    expect(state).toEqual({
      q: 'x',
      page: 1,
      itemsPerPage: 10,
      sortBy: undefined,
      orderBy: undefined,
      filters: { status: 'Paid' },
    });
  });

  it('resets the page when anything else changes', () => {
    const { result } = renderHook(useListAndLocation, { wrapper: wrapper('/list?page=3&status=Paid') });
    act(() => result.current.list.update({ sortBy: 'total', orderBy: 'asc' }));
    expect(result.current.location.search).toBe('?status=Paid&sortBy=total&orderBy=asc');
  });

  it('keeps a filter set after the update function was taken (a debounced search firing late)', () => {
    const { result } = renderHook(useListAndLocation, { wrapper: wrapper('/list?q=apple') });
    const lateUpdate = result.current.list.update;
    act(() => result.current.list.update({ category: 'Shoes' }));
    act(() => lateUpdate({ q: '' }));
    expect(result.current.location.search).toBe('?category=Shoes');
  });
});
