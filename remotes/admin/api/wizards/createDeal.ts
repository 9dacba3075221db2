import { http } from 'msw';
import { dealSchema } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { storeSubmission } from './storeSubmission';

/**
 * POST /api/wizards/deals (addition) — the create-deal wizard's answers (type, details, usage, the
 * review's confirmation); 201 `{ id, message }`, 400 with field errors (nothing stored).
 */
export const createDeal = http.post(
  api('/api/wizards/deals'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, dealSchema);
    if ('error' in body) return body.error;
    const { rows, response } = storeSubmission(
      db.wizardDeals,
      'DEAL',
      account.id,
      body.data,
      'Your deal is created.',
    );
    db.wizardDeals = rows;
    return response;
  }),
);
