import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyDateRange, resolveDateRange, type DateRange, type DateRangeRequest } from './dateRange';

/**
 * A dashboard's date range, kept in the URL (`?range=month|30d|year`, or `?range=custom&from&to`) so a
 * dashboard can be shared, reloaded and navigated back to. `range` is always resolved to ISO dates;
 * `setRange` keeps the URL's other params (a table's search and page on the same page).
 */
export function useDateRange(): { range: DateRange; setRange: (next: DateRangeRequest) => void } {
  const [params, setParams] = useSearchParams();
  const key = `${params.get('range') ?? ''}|${params.get('from') ?? ''}|${params.get('to') ?? ''}`;
  // Recomputed only when the range params change, so the object is stable for query keys and effects.
  const range = useMemo(() => resolveDateRange(params), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  // The setter reads the latest params when it runs, not those of the render that created it.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const setRange = useCallback((next: DateRangeRequest) => {
    const updated = applyDateRange(latest.current.params, next);
    if (updated.toString() === latest.current.params.toString()) return;
    latest.current.params = updated;
    latest.current.setParams(updated);
  }, []);

  return { range, setRange };
}
