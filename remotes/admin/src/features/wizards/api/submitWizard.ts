import { useMutation } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { WizardSubmissionResponse } from '@atrium/contracts';

/** POSTs a finished wizard's answers to its call; answers the stored id. */
export function useSubmitWizard(path: string) {
  return useMutation({
    mutationFn: (body: unknown) => api<WizardSubmissionResponse>(path, { method: 'POST', body }),
  });
}
