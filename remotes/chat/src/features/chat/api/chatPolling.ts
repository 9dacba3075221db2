/**
 * How often the open page asks for news (the contact's replies, read marks, unseen counts). The mock
 * API has no push channel, so the page polls; a hidden tab does not (TanStack Query's default).
 */
export const CHAT_POLL_MS = 1000;
