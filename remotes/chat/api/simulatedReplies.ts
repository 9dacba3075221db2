import type { ChatMessage } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { markDbChanged } from '@atrium/mocks/lib/persistedDb';
import { now } from '@atrium/mocks/lib/clock';

/**
 * The mock's contacts answer: after a chat's owner writes, the chat's new messages are delivered,
 * then read, then the contact replies. Nothing runs in the background: each chat call first brings
 * the chats up to the mock clock's time (`advanceChats`), from the moments stored in `db.chatPending`.
 * So a reload, or a test that moves the clock, sees exactly what a timer would have done.
 */
export const DELIVERED_AFTER_MS = 1000;
export const SEEN_AFTER_MS = 2000;
export const REPLY_AFTER_MS = 3000;

const REPLIES = [
  'Thanks, got it! 👍',
  'Sounds good to me.',
  'Let me check and get back to you.',
  'Great, talk soon.',
];

/** Remembers that the chat's owner just wrote in `chatId` (a burst of messages gets one reply). */
export function notePendingReply(chatId: number, sentAt: string): void {
  const pending = db.chatPending.find((p) => p.chatId === chatId);
  if (pending) pending.sentAt = sentAt;
  else db.chatPending.push({ chatId, sentAt });
}

/** Applies every delivery, read mark and reply that is due by now. */
export function advanceChats(at = now()): void {
  // Deliveries, read marks and replies change the data even when a read applies them (none is due
  // before the first delivery).
  if (db.chatPending.some(({ sentAt }) => at >= Date.parse(sentAt) + DELIVERED_AFTER_MS)) markDbChanged();
  db.chatPending = db.chatPending.filter(({ chatId, sentAt }) => {
    const chat = db.chats.find((c) => c.id === chatId);
    if (!chat) return false;
    const me = chat.ownerId;
    const sent = Date.parse(sentAt);
    const delivered = at >= sent + DELIVERED_AFTER_MS;
    const seen = at >= sent + SEEN_AFTER_MS;
    for (const m of chat.messages) {
      if (m.senderId !== me || m.time > sentAt) continue;
      if (delivered) m.feedback.isDelivered = true;
      if (seen) m.feedback.isSeen = true;
    }
    if (at < sent + REPLY_AFTER_MS) return true;
    const reply: ChatMessage = {
      message: REPLIES[chat.messages.length % REPLIES.length],
      time: new Date(sent + REPLY_AFTER_MS).toISOString(),
      senderId: chat.userId,
      feedback: { isSent: true, isDelivered: true, isSeen: false },
    };
    chat.messages.push(reply);
    chat.unseenMsgs += 1;
    return false;
  });
}
