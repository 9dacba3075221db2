import { http, HttpResponse } from 'msw';
import { chatProfileUpdateSchema, type ChatProfileResponse } from '@atrium/contracts';
import { db } from '../../db';
import { api, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/**
 * PATCH /api/apps/chat/profile — the profile user's status, about and settings (any of them); 200 with
 * the profile user. Whoever may write in the chat may set their own presence there, so it takes create Chat.
 */
export const updateChatProfile = http.patch(
  api('/api/apps/chat/profile'),
  authorized({ action: 'create', subject: 'Chat' }, async ({ request }) => {
    const body = await parseBody(request, chatProfileUpdateSchema);
    if ('error' in body) return body.error;
    const { settings, ...rest } = body.data;
    const current = db.chatProfileUser;
    db.chatProfileUser = {
      ...current,
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      settings: {
        ...current.settings,
        ...Object.fromEntries(Object.entries(settings ?? {}).filter(([, v]) => v !== undefined)),
      },
    };
    return HttpResponse.json<ChatProfileResponse>({ profileUser: db.chatProfileUser });
  }),
);
