import { isColleagueContact, type ChatMessage } from '@atrium/contracts';

/** How often the open page asks for news while a sample contact's simulated answer is on its way. */
export const CHAT_POLL_MS = 1000;

/**
 * Whether a chat waits for a sample contact's simulated answer (its last message is the user's own):
 * the API makes those answers happen as it is asked, so the page polls until it has one. A colleague's
 * messages, read marks and the unseen counts arrive by the live updates (the server's event stream
 * refreshes what is on screen), so a chat with a colleague is not polled.
 */
export const awaitsSimulatedReply = (contactId: number, lastMessage: ChatMessage | null | undefined) =>
  !isColleagueContact(contactId) && lastMessage != null && lastMessage.senderId !== contactId;
