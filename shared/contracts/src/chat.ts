import { z } from 'zod';

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export interface ChatProfileUser {
  id: number;
  avatar: string;
  fullName: string;
  role: string;
  about: string;
  status: ChatStatus;
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

/**
 * A contact is a colleague (another user of the product, who reads what is sent to them in their own
 * chat) when its id is past this: the user's id plus it. Smaller ids are the sample contacts, whose
 * answers the API simulates.
 */
export const COLLEAGUE_CONTACT_BASE = 1_000_000;

/** Whether a contact id is a colleague's (see COLLEAGUE_CONTACT_BASE). */
export const isColleagueContact = (contactId: number) => contactId > COLLEAGUE_CONTACT_BASE;

/** A picture shared in a conversation (the contact panel lists them). */
export interface ChatMedia {
  src: string;
  name: string;
}

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
  email: string;
  phone: string;
  /** Pictures shared with this contact, newest first; empty when none. */
  sharedMedia: ChatMedia[];
}

export interface ChatMessageFeedback {
  isSent: boolean;
  isDelivered: boolean;
  isSeen: boolean;
}

export interface ChatMessage {
  message: string;
  /** ISO date-time. */
  time: string;
  senderId: number;
  feedback: ChatMessageFeedback;
}

export interface Chat {
  id: number;
  userId: number;
  unseenMsgs: number;
  messages: ChatMessage[];
}

/** A contact that has a chat, with a summary of it. */
export interface ChatContactWithChat extends ChatContact {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | null };
}

export interface ChatsAndContactsQuery {
  /** Matches fullName, case-insensitively. */
  q?: string;
}

export interface ChatsAndContactsResponse {
  /** Newest last message first. */
  chatsContacts: ChatContactWithChat[];
  contacts: ChatContact[];
  profileUser: ChatProfileUser;
}

/** GET /api/apps/chat/chats/{userId}: opening a chat marks it seen (unseenMsgs 0). */
export interface ChatResponse {
  /** null when there is no conversation with this contact yet. */
  chat: Chat | null;
  contact: ChatContact;
}

/** The body of POST /api/apps/chat/chats/{userId}. */
export const chatMessageSchema = z.object({
  message: z
    .string('message is required')
    .trim()
    .min(1, 'message is required')
    .max(5000, 'Keep the message under 5000 characters'),
  senderId: z.number('senderId must be a number').int('senderId must be a whole number'),
});
export type ChatMessageSend = z.input<typeof chatMessageSchema>;

/** The answer of POST /api/apps/chat/chats/{userId} (201); `chat` only when it was newly created. */
export interface ChatMessageResponse {
  msg: ChatMessage;
  chat?: Chat;
}

/** What the profile user says about themselves. */
export const chatAboutSchema = z
  .string('about must be text')
  .trim()
  .max(500, 'Keep about under 500 characters');

/** The body of PATCH /api/apps/chat/profile: any of status, about and the settings. */
export const chatProfileUpdateSchema = z
  .object({
    status: z.enum(CHAT_STATUSES, 'status must be online, away, busy or offline').optional(),
    about: chatAboutSchema.optional(),
    settings: z
      .object({
        isNotificationsOn: z.boolean('isNotificationsOn must be true or false').optional(),
        isTwoStepAuthVerificationEnabled: z
          .boolean('isTwoStepAuthVerificationEnabled must be true or false')
          .optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.about !== undefined || v.settings !== undefined, {
    message: 'Give status, about or settings',
  });
export type ChatProfileUpdate = z.input<typeof chatProfileUpdateSchema>;

/** The answer of PATCH /api/apps/chat/profile. */
export interface ChatProfileResponse {
  profileUser: ChatProfileUser;
}

/** The body of POST /api/apps/chat/chats: start a (still empty) chat with a contact. */
export const chatStartSchema = z.object({
  userId: z
    .number('userId must be a number')
    .int('userId must be a whole number')
    .positive('userId must be positive'),
});
export type ChatStart = z.input<typeof chatStartSchema>;

/** The answer of POST /api/apps/chat/chats: 201 with the new chat, or 200 with the one that exists. */
export interface ChatStartResponse {
  chat: Chat;
}

/** The answer of GET /api/apps/chat/unread: unseen messages across every chat. */
export interface ChatUnreadResponse {
  count: number;
}

/** A reply the mock API's contact still owes: the moment the profile user last wrote in the chat. */
export interface ChatPendingReply {
  chatId: number;
  /** ISO date-time. */
  sentAt: string;
}
