import { http, HttpResponse } from 'msw';
import {
  accountSettingsSectionSchemas,
  revisionOf,
  type AccountSettings,
  type AccountSettingsSection,
} from '@atrium/contracts';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { currentSettingsOf, saveSection } from '../account/settingsRecord';
import { staleEdit } from '@atrium/mocks/lib/revisions';
import { billingRefused, managesBilling } from '@atrium/mocks/lib/grants';
import { userActedOn } from './userRecords';

/**
 * The sections an admin changes here. The user's details (name, email…) are the user record itself,
 * changed with PUT /api/apps/users/{id}, so they are not a second copy to edit.
 */
type AdminSection = Exclude<AccountSettingsSection, 'details'>;
const isAdminSection = (value: unknown): value is AdminSection =>
  typeof value === 'string' && value !== 'details' && Object.hasOwn(accountSettingsSectionSchemas, value);

/**
 * PUT /api/apps/users/{id}/settings/{section} (addition) — replaces one section of the user's settings
 * (billingAddress, notifications, connections, plan, security), with the same bodies as
 * PUT /api/account/settings/{section}; 200 with all of them. 404 "User not found" or an unknown
 * section, 400 field errors (nothing changes); 403 when the user may do more than the caller, or for a
 * new plan without the right to manage billing.
 */
export const saveUserSettings = http.put(
  api('/api/apps/users/:id/settings/:section'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request, account }) => {
    const target = userActedOn(params.id, account);
    if ('error' in target) return target.error;
    const { user } = target;
    const { section } = params;
    if (!isAdminSection(section)) return jsonError(404, 'No settings section with this name');
    const current = currentSettingsOf(user)[section];
    const stale = staleEdit(request, account, 'User', revisionOf(current), current);
    if (stale) return stale;
    const body = await parseBody<AccountSettings[AdminSection]>(
      request,
      accountSettingsSectionSchemas[section],
    );
    if ('error' in body) return body.error;
    const plan = section === 'plan' && (body.data as AccountSettings['plan']).plan;
    if (plan && plan !== user.currentPlan && !managesBilling(account)) return billingRefused('plan');
    return HttpResponse.json<AccountSettings>(saveSection(user, section, body.data));
  }),
);
