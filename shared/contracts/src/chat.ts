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

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  about: string;
  avatar: string;
  status: ChatStatus;
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
