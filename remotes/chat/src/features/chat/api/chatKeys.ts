/** Query keys of the chat feature, in one place so invalidation cannot miss. */
export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'chats-and-contacts'] as const,
  list: (q: string) => [...chatKeys.lists(), q] as const,
  chat: (userId: number) => [...chatKeys.all, 'chat', userId] as const,
};
