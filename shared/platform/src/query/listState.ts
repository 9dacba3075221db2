import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

export interface ListState {
  q: string;
  page: number;
  itemsPerPage: number;
  sortBy?: string;
  orderBy?: 'asc' | 'desc';
  /** Every other parameter: the list's filters. */
  filters: Record<string, string>;
}

const RESERVED = new Set(['q', 'page', 'itemsPerPage', 'sortBy', 'orderBy']);

export function parseListState(params: URLSearchParams, defaults: { itemsPerPage?: number } = {}): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('itemsPerPage'));
  const orderBy = params.get('orderBy');
  const filters: Record<string, string> = {};
  params.forEach((value, key) => {
    if (!RESERVED.has(key) && value !== '') filters[key] = value;
  });
  return {
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    itemsPerPage: (PAGE_SIZES as readonly number[]).includes(size) ? size : (defaults.itemsPerPage ?? 10),
    sortBy: params.get('sortBy') || undefined,
    orderBy: orderBy === 'asc' || orderBy === 'desc' ? orderBy : undefined,
    filters,
  };
}

export interface ListStateOptions {
  itemsPerPage?: number;
  /**
   * Told the next state as a change is made, before the URL takes it and the page re-renders: a list
   * can start fetching what it will show while the page renders.
   */
  onChange?: (next: ListState) => void;
}

/**
 * List state (search, filters, sort, page, page size) kept in the URL, so a list can be shared,
 * reloaded and navigated back to. Changing anything but the page resets the page to 1.
 */
export function useListState(defaults: ListStateOptions = {}) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, defaults), [params, defaults.itemsPerPage]); // eslint-disable-line react-hooks/exhaustive-deps

  // The latest params and setter, read when `update` runs, not when it was created: a debounced search
  // that fires after a filter changed must not write back the filters of an earlier render.
  const latest = useRef({ params, setParams, defaults });
  latest.current = { params, setParams, defaults };

  const update = useCallback((changes: Partial<Record<string, string | number | undefined | null>>) => {
    const next = new URLSearchParams(latest.current.params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    if (next.toString() === latest.current.params.toString()) return;
    latest.current.params = next;
    latest.current.defaults.onChange?.(parseListState(next, latest.current.defaults));
    latest.current.setParams(next, { replace: 'q' in changes });
  }, []);

  return { ...state, update };
}
