import type { Chat, ChatContact, ChatMedia, ChatMessage, ChatProfileUser } from '@atrium/contracts';
import { avatarUrl } from '@atrium/mocks/data/people';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';

/** A chat as stored: one user's conversation with a contact (`ownerId`, a user id; never answered). */
export type StoredChat = Chat & { ownerId: number };

/** What a user saved of their chat profile; the rest (id, name, avatar, role) is their user record. */
export type ChatProfileSettings = Pick<ChatProfileUser, 'status' | 'about' | 'settings'>;

/** The chat profile of a user who has saved none. */
export const DEFAULT_CHAT_PROFILE: ChatProfileSettings = {
  status: 'online',
  about: '',
  settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false },
};

/** The saved chat profiles, by user id: the demo admin's sample one (everyone else has the default). */
export function buildChatProfiles(): Record<string, ChatProfileSettings> {
  return {
    [DEMO_ADMIN_ID]: {
      about:
        'Dessert chocolate cake lemon drops jujubes. Biscuit cupcake ice cream bear claw brownie marshmallow.',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    },
  };
}

// [fullName, role, status]
const CONTACTS: [string, string, ChatContact['status']][] = [
  ['Gavin Griffith', 'Frontend Developer', 'offline'],
  ['Harriet McBride', 'UI/UX Designer', 'busy'],
  ['Danny Conner', 'Town planner', 'busy'],
  ['Janie West', 'Data scientist', 'online'],
  ['Bryan Murray', 'Dietitian', 'busy'],
  ['Albert Underwood', 'Marketing executive', 'online'],
  ['Adele Ross', 'Special educational needs teacher', 'online'],
  ['Mark Berry', 'Advertising copywriter', 'away'],
  ['Joseph Evans', 'Designer, television/film set', 'online'],
  ['Blake Carter', 'Building surveyor', 'away'],
];

// Pictures shared with the first two contacts; the others have shared none (their panel has no media section).
const SHARED_MEDIA: Record<number, ChatMedia[]> = {
  1: [
    { src: '/images/products/apple-watch-series-7.svg', name: 'Apple Watch Series 7' },
    { src: '/images/products/airpods-pro-2nd-gen.svg', name: 'AirPods Pro' },
  ],
  2: [{ src: '/images/products/abstract-canvas-wall-art.svg', name: 'Wall art mock-up' }],
};

/** 10 contacts with every presence status, an email and a phone number each. */
export function buildChatContacts(): ChatContact[] {
  return CONTACTS.map(([fullName, role, status], i) => ({
    id: i + 1,
    fullName,
    role,
    about: `${fullName.split(' ')[0]} works as a ${role.toLowerCase()} and is happy to chat.`,
    avatar: i % 4 === 3 ? '' : avatarUrl(fullName),
    status,
    email: `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@atrium.test`,
    phone: `+1 (555) 01${String(i + 10).padStart(2, '0')}`,
    sharedMedia: SHARED_MEDIA[i + 1] ?? [],
  }));
}

const msg = (message: string, time: string, senderId: number, seen = true): ChatMessage => ({
  message,
  time,
  senderId,
  feedback: { isSent: true, isDelivered: true, isSeen: seen },
});

/**
 * The demo admin's conversations with contacts 1, 2, 4, 6 and 8 (other contacts have none yet); every
 * other user starts with none.
 */
export function buildChats(): StoredChat[] {
  const me = DEMO_ADMIN_ID;
  const chats: Chat[] = [
    {
      id: 1,
      userId: 1,
      unseenMsgs: 0,
      messages: [
        msg('Hi', '2026-05-18T09:10:00.000Z', me),
        msg('Hello. How can I help you?', '2026-05-18T09:11:00.000Z', 1),
        msg('Can I get details of my last transaction I made last month? 🤔', '2026-05-18T09:12:00.000Z', me),
        msg('We need to check if we can provide you such information.', '2026-05-18T09:13:00.000Z', 1),
        msg('I will inform you as I get update on this.', '2026-05-18T09:14:00.000Z', 1),
        msg('If it takes long you can mail me at my mail address.', '2026-05-18T09:15:00.000Z', me, false),
      ],
    },
    {
      id: 2,
      userId: 2,
      unseenMsgs: 1,
      messages: [
        msg("How can we help? We're here for you!", '2026-05-19T14:20:00.000Z', me),
        msg(
          'Hey John, I am looking for the best admin template. Could you please help me to find it out?',
          '2026-05-19T14:22:00.000Z',
          2,
        ),
        msg('It should use nice framework.', '2026-05-19T14:23:00.000Z', 2),
        msg('Absolutely!', '2026-05-19T14:25:00.000Z', me),
        msg('Our admin is the responsive admin template.', '2026-05-19T14:26:00.000Z', me),
        msg('Looks clean and fresh UI. 😍', '2026-05-19T14:30:00.000Z', 2),
        msg('Thanks, from ThemeForest.', '2026-05-20T08:02:00.000Z', 2, false),
      ],
    },
    {
      id: 3,
      userId: 4,
      unseenMsgs: 2,
      messages: [
        msg('Did you see the new dashboard numbers?', '2026-05-20T10:00:00.000Z', 4, false),
        msg('Conversion is up 12% this week.', '2026-05-20T10:01:00.000Z', 4, false),
      ],
    },
    {
      id: 4,
      userId: 6,
      unseenMsgs: 0,
      messages: [
        msg('Campaign assets are uploaded.', '2026-05-15T16:40:00.000Z', 6),
        msg('Great, I will review them tomorrow.', '2026-05-15T16:45:00.000Z', me),
      ],
    },
    {
      id: 5,
      userId: 8,
      unseenMsgs: 0,
      messages: [msg('Can you send me the copy for the banner?', '2026-05-12T11:05:00.000Z', 8)],
    },
  ];
  return chats.map((chat) => ({ ...chat, ownerId: me }));
}
