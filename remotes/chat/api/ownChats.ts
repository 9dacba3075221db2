import {
  COLLEAGUE_CONTACT_BASE,
  isColleagueContact,
  type Chat,
  type ChatContact,
  type ChatProfileUser,
  type User,
} from '@atrium/contracts';
import { can } from '@atrium/mocks/lib/authorize';
import { db } from '@atrium/mocks/db';
import { DEFAULT_CHAT_PROFILE, type StoredChat } from './data/chats';

/**
 * Whose chats are whose: every chat call reads and changes the caller's own. A chat belongs to the
 * user who holds it (`ownerId`); the profile is the caller's user record (id, name, avatar, role) with
 * what they saved (status, about, settings). Another user's chat is as unknown as one never started.
 */

/** What a user saved of their chat profile, or the default. */
const savedProfileOf = (userId: number) => db.chatProfiles[String(userId)] ?? DEFAULT_CHAT_PROFILE;

/** A colleague as a contact: their user record and the status and "about" they chose. */
function colleagueContact(user: User): ChatContact {
  const profile = savedProfileOf(user.id);
  return {
    id: COLLEAGUE_CONTACT_BASE + user.id,
    fullName: user.fullName,
    role: user.role,
    about: profile.about,
    avatar: user.avatar,
    status: profile.status,
    email: user.email,
    phone: user.contact,
    sharedMedia: [],
  };
}

/** The user a colleague contact id stands for, if that user may chat (active, allowed to read chats). */
export function colleagueOf(contactId: number): User | undefined {
  if (!isColleagueContact(contactId)) return undefined;
  const user = db.users.find((u) => u.id === contactId - COLLEAGUE_CONTACT_BASE);
  return user && user.status === 'active' && can(user, 'read', 'Chat') ? user : undefined;
}

/** The contact id under which `user` appears to their colleagues. */
export const contactIdOf = (user: Pick<User, 'id'>) => COLLEAGUE_CONTACT_BASE + user.id;

/**
 * The contacts a user may chat with: the sample contacts (except one that has the user's own id: its
 * messages could not be told from the user's), then their colleagues: every other active user who may
 * read chats, A to Z.
 */
export const contactsOf = (account: User): ChatContact[] => [
  ...db.chatContacts.filter((c) => c.id !== account.id),
  ...db.users
    .filter((u) => u.id !== account.id && colleagueOf(contactIdOf(u)))
    .sort((a, b) => a.fullName.localeCompare(b.fullName))
    .map(colleagueContact),
];

/** One of the caller's contacts, or undefined. */
export function contactOf(account: User, contactId: number): ChatContact | undefined {
  if (isColleagueContact(contactId)) {
    const colleague = colleagueOf(contactId);
    return colleague && colleague.id !== account.id ? colleagueContact(colleague) : undefined;
  }
  return db.chatContacts.find((c) => c.id === contactId && c.id !== account.id);
}

/** The caller's chats. */
export const chatsOf = (account: User): StoredChat[] => db.chats.filter((c) => c.ownerId === account.id);

/** The caller's chat with a contact, or undefined. */
export const chatWith = (account: User, contactId: number): StoredChat | undefined =>
  db.chats.find((c) => c.ownerId === account.id && c.userId === contactId);

/** A new chat's id: one past the largest of anyone's. */
export const nextChatId = () => Math.max(0, ...db.chats.map((c) => c.id)) + 1;

/** The owner's chat with a contact, started (empty) when there is none. */
export function chatOrNew(owner: User, contactId: number): { chat: StoredChat; isNew: boolean } {
  const found = chatWith(owner, contactId);
  if (found) return { chat: found, isNew: false };
  const chat: StoredChat = {
    id: nextChatId(),
    ownerId: owner.id,
    userId: contactId,
    unseenMsgs: 0,
    messages: [],
  };
  db.chats.push(chat);
  return { chat, isNew: true };
}

/** A chat as answered: without its owner. */
export const shownChat = ({ ownerId: _ownerId, ...chat }: StoredChat): Chat => chat;

/** The caller's chat profile: their user record and what they saved of it (or the default). */
export function chatProfileOf(account: User): ChatProfileUser {
  const saved = savedProfileOf(account.id);
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
