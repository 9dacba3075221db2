import { http, HttpResponse } from 'msw';
import { chatProfileUpdateSchema, type ChatProfileResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { chatProfileOf } from './ownChats';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * PATCH /api/apps/chat/profile — the caller's status, about and settings (any of them), saved as theirs;
 * 200 with their profile. Whoever may write in the chat may set their own presence there, so it takes create Chat.
 */
export const updateChatProfile = http.patch(
  api('/api/apps/chat/profile'),
  authorized({ action: 'create', subject: 'Chat' }, async ({ request, account }) => {
    const body = await parseBody(request, chatProfileUpdateSchema);
    if ('error' in body) return body.error;
    const { settings, ...rest } = body.data;
    const { status, about, settings: current } = chatProfileOf(account);
    db.chatProfiles[String(account.id)] = {
      status,
      about,
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      settings: {
        ...current,
        ...Object.fromEntries(Object.entries(settings ?? {}).filter(([, v]) => v !== undefined)),
      },
    };
    return HttpResponse.json<ChatProfileResponse>({ profileUser: chatProfileOf(account) });
  }),
);
