import { startTransition, useCallback, useEffect, useState } from 'react';
import { api, useContentLanguage } from '@atrium/platform';

interface ApiDataState<T> {
  data?: T;
  error?: Error;
}

/**
 * GET `path` for a public page: its data, or the error, and a way to try again. A plain hook, not
 * TanStack Query: the public pages are the first pages people load and carry no more than they need
 * (the app's pages read the API through TanStack Query). Asked again in a new language: the API words
 * some content (the help center) in the page's.
 */
export function useApiData<T>(path: string) {
  const [state, setState] = useState<ApiDataState<T>>({});
  const [attempt, setAttempt] = useState(0);
  const language = useContentLanguage();
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ data: current.data }));
    api<T>(path, { signal: controller.signal }).then(
      // A transition: a long answer renders in slices that yield to the browser.
      (data) => startTransition(() => setState({ data })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [path, attempt, language]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, isPending: !state.data && !state.error, retry };
}
