import { http, HttpResponse } from 'msw';
import type { AccountSettings } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { settingsOf } from './settingsRecord';

/** GET /api/account/settings (addition) — the signed-in account's own settings. */
export const getAccountSettings = http.get(
  api('/api/account/settings'),
  authorized('signed-in', ({ account }) => HttpResponse.json<AccountSettings>(settingsOf(account))),
);
