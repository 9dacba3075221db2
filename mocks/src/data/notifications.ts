import type { AppNotification } from '@atrium/contracts';
import { DEMO_ADMIN_ID } from './credentials';
import { buildUsers } from './users';

/** A notification as stored: it belongs to one user, who alone lists, reads and deletes it. */
export interface StoredNotification extends AppNotification {
  userId: number;
}

/** What every account may be told, whatever it may do (the admin's own list is below). */
const ACCOUNT_NOTICES: Omit<AppNotification, 'id' | 'time' | 'read'>[] = [
  {
    title: 'Welcome to Atrium',
    subtitle: 'Your account is ready: add a photo to your profile',
    avatar: '',
    icon: 'user',
    color: 'info',
  },
  {
    title: 'Your plan renews soon',
    subtitle: 'The next invoice is issued in 7 days',
    avatar: '',
    icon: 'file-dollar',
    color: 'warning',
  },
  {
    title: 'Your weekly summary is ready',
    subtitle: 'See what changed in your areas this week',
    avatar: '',
    icon: 'chart-bar',
    color: 'primary',
  },
  { title: 'Jordan Stevenson sent you a message', subtitle: 'Do you have a minute to talk?', avatar: '' },
  {
    title: 'New sign-in to your account',
    subtitle: 'From a new browser: if it was not you, change your password',
    avatar: '',
    icon: 'lock',
    color: 'error',
  },
];

/** The hour the other users' notices are counted back from (fixed: every load shows the same). */
const NOTICES_FROM = Date.UTC(2026, 10, 23, 9, 0);
const HOUR = 60 * 60 * 1000;

/**
 * Three notices for every sample user but the admin, two unread: which ones, and when, follow from the
 * user's id. Ids follow the admin's (3 to 8).
 */
function accountNotices(userIds: number[]): StoredNotification[] {
  return userIds.flatMap((userId, i) =>
    [0, 1, 2].map((k) => ({
      ...ACCOUNT_NOTICES[(userId + k) % ACCOUNT_NOTICES.length],
      id: 9 + i * 3 + k,
      userId,
      time: new Date(NOTICES_FROM - ((userId % 7) + k * 13) * HOUR).toISOString().slice(0, 19),
      read: k === 2,
    })),
  );
}

/**
 * The sample notifications of every sample user, newest first for each, with fixed times so every
 * load shows the same lists: the admin's six, then three for each other user.
 */
export function buildNotifications(): StoredNotification[] {
  const others = buildUsers()
    .map((u) => u.id)
    .filter((id) => id !== DEMO_ADMIN_ID);
  return [...adminNotifications(), ...accountNotices(others)];
}

/** The demo admin's notifications (what the store and the team did). */
function adminNotifications(): StoredNotification[] {
  const userId = DEMO_ADMIN_ID;
  return [
    {
      userId,
      id: 8,
      title: 'Congratulations Flora',
      subtitle: 'Won the monthly bestseller gold badge',
      time: '2026-11-23T08:42:00',
      read: false,
      avatar: '',
    },
    {
      userId,
      id: 7,
      title: 'New order #4812',
      subtitle: 'Placed by Amara Okafor for $1,299.00',
      time: '2026-11-23T07:15:00',
      read: false,
      avatar: '',
      icon: 'shopping-cart',
      color: 'success',
    },
    {
      userId,
      id: 6,
      title: 'Invoice #5031 is past due',
      subtitle: 'Ridley Group has not paid $2,450.00',
      time: '2026-11-22T16:03:00',
      read: false,
      avatar: '',
      icon: 'file-dollar',
      color: 'error',
    },
    {
      userId,
      id: 5,
      title: 'Jordan Stevenson sent you a message',
      subtitle: 'Can we move the review to Thursday?',
      time: '2026-11-22T11:30:00',
      read: true,
      avatar: '',
    },
    {
      userId,
      id: 4,
      title: 'Server load at 88%',
      subtitle: 'The API cluster is close to its limit',
      time: '2026-11-21T22:10:00',
      read: true,
      avatar: '',
      icon: 'chart-bar',
      color: 'warning',
    },
    {
      userId,
      id: 3,
      title: 'New user registered',
      subtitle: 'Hana Nakamura joined the Team plan',
      time: '2026-11-21T09:45:00',
      read: true,
      avatar: '',
      icon: 'user',
      color: 'info',
    },
  ];
}
