import { http } from 'msw';
import { propertyListingSchema } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { storeSubmission } from './storeSubmission';

/**
 * POST /api/wizards/properties (addition) — the property listing wizard's answers (personal, details,
 * features, area, price); 201 `{ id, message }`, 400 with field errors (nothing stored).
 */
export const createProperty = http.post(
  api('/api/wizards/properties'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, propertyListingSchema);
    if ('error' in body) return body.error;
    const { rows, response } = storeSubmission(
      db.wizardProperties,
      'PROP',
      account.id,
      body.data,
      'Your property is listed.',
    );
    db.wizardProperties = rows;
    return response;
  }),
);
