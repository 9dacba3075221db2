import { http, HttpResponse } from 'msw';
import {
  revisionOf,
  SETTINGS_SECTIONS,
  settingsSectionSchemas,
  type EcommerceSettings,
  type SettingsSection,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';

const isSection = (value: unknown): value is SettingsSection =>
  typeof value === 'string' && (SETTINGS_SECTIONS as readonly string[]).includes(value);

/**
 * PUT /api/apps/ecommerce/settings/{section} (addition) — replaces one section (store, payments,
 * checkout, shipping, locations or notifications) with the body; 200 with all the settings. 404
 * `{ message }` for an unknown section, 400 with field errors on a bad body (nothing changes). With
 * `If-Match` (revisionOf the section as the form stood on it), 412 `{ message, current }` (the section
 * now) when someone saved it since; the ETag of an answer is the section's revision.
 */
export const saveSettings = http.put(
  api('/api/apps/ecommerce/settings/:section'),
  authorized({ action: 'update', subject: 'EcommerceSettings' }, async ({ params, request, account }) => {
    const { section } = params;
    if (!isSection(section)) return jsonError(404, 'No settings section with this name');
    const current = db.ecommerceSettings[section];
    const stale = staleEdit(request, account, 'EcommerceSettings', revisionOf(current), current);
    if (stale) return stale;
    const body = await parseBody<EcommerceSettings[SettingsSection]>(
      request,
      settingsSectionSchemas[section],
    );
    if ('error' in body) return body.error;
    db.ecommerceSettings = { ...db.ecommerceSettings, [section]: body.data };
    return HttpResponse.json<EcommerceSettings>(db.ecommerceSettings, {
      headers: etag(revisionOf(db.ecommerceSettings[section])),
    });
  }),
);
