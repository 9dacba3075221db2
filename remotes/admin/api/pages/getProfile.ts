import { http, HttpResponse } from 'msw';
import { PROFILE_TABS, type ProfileHeader, type ProfileTab } from '@atrium/contracts';
import { PROFILE_HEADER, PROFILE_TABS_DATA } from '../data/profile';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** GET /api/pages/profile?tab= — the sample section of that tab (default profile); 400 for an unknown tab. */
export const getProfileTab = http.get(
  api('/api/pages/profile'),
  authorized({ action: 'read', subject: 'AclDemo' }, ({ request }) => {
    const tab = new URL(request.url).searchParams.get('tab') || 'profile';
    if (!(PROFILE_TABS as readonly string[]).includes(tab)) {
      return jsonError(400, `Unknown profile tab '${tab}': use ${PROFILE_TABS.join(', ')}`);
    }
    return HttpResponse.json(PROFILE_TABS_DATA[tab as ProfileTab]);
  }),
);

/** GET /api/pages/profile/header — the profile header. */
export const getProfileHeader = http.get(
  api('/api/pages/profile/header'),
  authorized({ action: 'read', subject: 'AclDemo' }, () => HttpResponse.json<ProfileHeader>(PROFILE_HEADER)),
);
