import type { Chat, ChatContact, ChatProfileUser, User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { DEFAULT_CHAT_PROFILE, type StoredChat } from './data/chats';

/**
 * Whose chats are whose: every chat call reads and changes the caller's own. A chat belongs to the
 * user who holds it (`ownerId`); the profile is the caller's user record (id, name, avatar, role) with
 * what they saved (status, about, settings). Another user's chat is as unknown as one never started.
 */

/**
 * The contacts a user may chat with: the sample contacts, except one that has the user's own id (its
 * messages could not be told from the user's).
 */
export const contactsOf = (account: User): ChatContact[] =>
  db.chatContacts.filter((c) => c.id !== account.id);

/** One of the caller's contacts, or undefined. */
export const contactOf = (account: User, contactId: number): ChatContact | undefined =>
  contactsOf(account).find((c) => c.id === contactId);

/** The caller's chats. */
export const chatsOf = (account: User): StoredChat[] => db.chats.filter((c) => c.ownerId === account.id);

/** The caller's chat with a contact, or undefined. */
export const chatWith = (account: User, contactId: number): StoredChat | undefined =>
  db.chats.find((c) => c.ownerId === account.id && c.userId === contactId);

/** A chat as answered: without its owner. */
export const shownChat = ({ ownerId: _ownerId, ...chat }: StoredChat): Chat => chat;

/** The caller's chat profile: their user record and what they saved of it (or the default). */
export function chatProfileOf(account: User): ChatProfileUser {
  const saved = db.chatProfiles[String(account.id)] ?? DEFAULT_CHAT_PROFILE;
  return {
    id: account.id,
    avatar: account.avatar,
    fullName: account.fullName,
    role: account.role,
    status: saved.status,
    about: saved.about,
    settings: { ...saved.settings },
  };
}

/** Forgets a user's chats, their pending replies and their profile (for when the user is deleted). */
export function dropChatsOf(userId: number): void {
  const gone = new Set(db.chats.filter((c) => c.ownerId === userId).map((c) => c.id));
  db.chats = db.chats.filter((c) => !gone.has(c.id));
  db.chatPending = db.chatPending.filter((p) => !gone.has(p.chatId));
  delete db.chatProfiles[String(userId)];
}
