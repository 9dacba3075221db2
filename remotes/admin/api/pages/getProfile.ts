import { http, HttpResponse } from 'msw';
import { PROFILE_TABS, type ProfileHeader, type ProfileTab } from '@atrium/contracts';
import { PROFILE_TABS_DATA } from '../data/profile';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { profileFactsOf, profileHeaderOf } from './profileOf';

/**
 * GET /api/pages/profile?tab= — that tab of the signed-in account's profile (default profile): its
 * about, contacts and overview are the account's own; teams, projects and connections are the page's
 * sample content. 400 for an unknown tab.
 */
export const getProfileTab = http.get(
  api('/api/pages/profile'),
  authorized({ action: 'read', subject: 'AclDemo' }, ({ request, account }) => {
    const tab = new URL(request.url).searchParams.get('tab') || 'profile';
    if (!(PROFILE_TABS as readonly string[]).includes(tab)) {
      return jsonError(400, `Unknown profile tab '${tab}': use ${PROFILE_TABS.join(', ')}`);
    }
    if (tab === 'profile')
      return HttpResponse.json({ ...PROFILE_TABS_DATA.profile, ...profileFactsOf(account) });
    return HttpResponse.json(PROFILE_TABS_DATA[tab as ProfileTab]);
  }),
);

/** GET /api/pages/profile/header — the signed-in account's profile header. */
export const getProfileHeader = http.get(
  api('/api/pages/profile/header'),
  authorized({ action: 'read', subject: 'AclDemo' }, ({ account }) =>
    HttpResponse.json<ProfileHeader>(profileHeaderOf(account)),
  ),
);
