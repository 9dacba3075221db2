import { useCallback, useState } from 'react';

interface SubmissionState<Result> {
  isPending: boolean;
  isSuccess: boolean;
  data?: Result;
}

/**
 * One API call a form submits: whether it is under way, and its answer once it succeeded; a failure is
 * thrown to the caller (the form puts it at its fields). A plain hook, not TanStack Query: the public
 * pages are the first pages people load and carry no more than they need.
 */
export function useSubmission<Body, Result>(call: (body: Body) => Promise<Result>) {
  const [state, setState] = useState<SubmissionState<Result>>({ isPending: false, isSuccess: false });
  const submit = useCallback(
    async (body: Body) => {
      setState((current) => ({ ...current, isPending: true }));
      try {
        const data = await call(body);
        setState({ isPending: false, isSuccess: true, data });
        return data;
      } catch (error) {
        setState({ isPending: false, isSuccess: false });
        throw error;
      }
    },
    [call],
  );
  return { submit, ...state };
}
