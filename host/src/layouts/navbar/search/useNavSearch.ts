import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { SearchResponse } from '@atrium/contracts';

/** The text after it stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay = 200): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

/** GET /api/app-bar/search?q= as the user types (debounced); nothing is asked for an empty query. */
export function useNavSearch(query: string) {
  const q = useDebounced(query.trim());
  return useQuery({
    queryKey: ['host', 'search', q],
    queryFn: ({ signal }) => api<SearchResponse>('/api/app-bar/search', { query: { q }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
