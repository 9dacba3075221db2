import type { ChatPendingReply } from '@atrium/contracts';
import { areaTables, list, record } from '@atrium/mocks/collections';
import { buildChatContacts, buildChatProfiles, buildChats } from './data/chats';

/**
 * The chat area's collections: each user's chats carry their owner's user id; profiles are saved by
 * user id; the replies on their way (none at first).
 */
export const tables = areaTables({
  area: 'chat',
  collections: {
    chatProfiles: record(buildChatProfiles),
    chatContacts: list(buildChatContacts),
    chats: list(buildChats),
    chatPending: list((): ChatPendingReply[] => []),
  },
});
