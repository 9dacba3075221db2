import { HttpResponse } from 'msw';
import { LIMITS, type StoredWizardSubmission, type WizardSubmissionResponse } from '@atrium/contracts';
import { now } from '@atrium/mocks/lib/clock';
import { jsonError } from '@atrium/mocks/lib/responses';

/**
 * Stores a wizard's validated answers in `rows` under the next id with `prefix` (PROP-1001…) and
 * answers 201 with it; 400 once the collection is full, so a long-lived mock cannot grow without end.
 */
export function storeSubmission<T>(
  rows: StoredWizardSubmission<T>[],
  prefix: string,
  accountId: number,
  data: T,
  message: string,
): { rows: StoredWizardSubmission<T>[]; response: Response } {
  if (rows.length >= LIMITS.ids) return { rows, response: jsonError(400, 'Too many submissions') };
  const id = `${prefix}-${1001 + rows.length}`;
  const row = { id, accountId, createdAt: new Date(now()).toISOString(), data };
  return {
    rows: [...rows, row],
    response: HttpResponse.json<WizardSubmissionResponse>({ id, message }, { status: 201 }),
  };
}
