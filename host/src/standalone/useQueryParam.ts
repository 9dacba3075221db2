import { useCallback, useState } from 'react';

/**
 * One query parameter of the page's address, kept in the address as it changes (replacing the history
 * entry, as a search box should), so a reload or a shared link shows the same. For the public pages,
 * which have no router.
 */
export function useQueryParam(name: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => new URLSearchParams(window.location.search).get(name) ?? '');
  const update = useCallback(
    (next: string) => {
      setValue(next);
      const url = new URL(window.location.href);
      if (next) url.searchParams.set(name, next);
      else url.searchParams.delete(name);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    },
    [name],
  );
  return [value, update];
}
