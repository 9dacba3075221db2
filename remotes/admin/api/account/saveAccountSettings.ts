import { http, HttpResponse } from 'msw';
import {
  accountSettingsSectionSchemas,
  revisionOf,
  type AccountSettings,
  type AccountSettingsSection,
} from '@atrium/contracts';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { billingRefused, managesBilling } from '@atrium/mocks/lib/grants';
import { currentSettingsOf, saveSection } from './settingsRecord';
import { staleEdit } from '@atrium/mocks/lib/revisions';
import { saveAccountDetails } from './saveAccountDetails';

const isSection = (value: unknown): value is AccountSettingsSection =>
  typeof value === 'string' && Object.hasOwn(accountSettingsSectionSchemas, value);

/**
 * PUT /api/account/settings/{section} (addition) — replaces one section of the signed-in account's
 * settings (details, billingAddress, notifications, connections, plan, security); 200 with all of
 * them. The details' name is the account's name; a new email is mailed a link that makes it the
 * sign-in address (`pendingEmail` until then; 409 when another account has it): saveAccountDetails. 404 for an unknown section, 400 with field errors on a bad body (nothing changes); 403 for a
 * new plan without the right to manage billing (lib/grants: MANAGE_BILLING). With `If-Match` (revisionOf
 * the section as the form stood on it), 412 `{ message, current }` when it was saved since.
 */
export const saveAccountSettings = http.put(
  api('/api/account/settings/:section'),
  authorized('signed-in', async ({ params, request, account }) => {
    const { section } = params;
    if (!isSection(section)) return jsonError(404, 'No settings section with this name');
    const current = currentSettingsOf(account)[section];
    const stale = staleEdit(request, account, 'Account', revisionOf(current), current);
    if (stale) return stale;
    const body = await parseBody<AccountSettings[AccountSettingsSection]>(
      request,
      accountSettingsSectionSchemas[section],
    );
    if ('error' in body) return body.error;
    if (section === 'details') return saveAccountDetails(account, body.data as AccountSettings['details']);
    const plan = section === 'plan' && (body.data as AccountSettings['plan']).plan;
    if (plan && plan !== account.currentPlan && !managesBilling(account)) return billingRefused('plan');
    const value = body.data as AccountSettings[Exclude<AccountSettingsSection, 'details'>];
    return HttpResponse.json<AccountSettings>(saveSection(account, section, value));
  }),
);
