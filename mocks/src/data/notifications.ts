import { orderPlacedAt, type AppNotification } from '@atrium/contracts';
import { buildCustomers } from '@atrium/ecommerce/api/data/customers';
import { buildOrders } from '@atrium/ecommerce/api/data/orders';
import { buildProducts } from '@atrium/ecommerce/api/data/products';
import { buildInvoices } from '@atrium/invoice/api/data/invoices';
import { buildChatContacts, buildChats } from '@atrium/chat/api/data/chats';
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
    link: '/pages/account-settings/account',
    icon: 'user',
    color: 'info',
  },
  {
    title: 'Your plan renews soon',
    subtitle: 'The next invoice is issued in 7 days',
    avatar: '',
    link: '/pages/account-settings/billing-plans',
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
    link: '/pages/account-settings/security',
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

const dollars = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * The demo admin's notifications (what the store and the team did), each about a record of the sample
 * data as it is — the newest order, an invoice past due, an unseen chat message, the newest user — and
 * linking to it.
 */
function adminNotifications(): StoredNotification[] {
  const userId = DEMO_ADMIN_ID;
  const orders = buildOrders(buildCustomers(), buildProducts());
  const newest = orders.reduce((a, b) => (orderPlacedAt(b) > orderPlacedAt(a) ? b : a));
  const pastDue = buildInvoices().find((i) => i.balance > 0 && i.dueDate < '2026-11-22')!;
  const chat = buildChats().find((c) => c.ownerId === userId && c.unseenMsgs > 0)!;
  const unseen = chat.messages.at(-1)!;
  const sender = buildChatContacts().find((c) => c.id === chat.userId)!;
  const newcomer = buildUsers().at(-1)!;
  return [
    {
      userId,
      id: 8,
      title: 'Your weekly summary is ready',
      subtitle: 'Sales, orders and visitors of the last seven days',
      time: '2026-11-23T08:42:00',
      read: false,
      avatar: '',
      icon: 'chart-bar',
      color: 'primary',
      link: '/dashboards/ecommerce',
    },
    {
      userId,
      id: 7,
      title: `New order #${newest.order}`,
      subtitle: `Placed by ${newest.customer} for ${dollars(newest.spent)}`,
      time: '2026-11-23T07:15:00',
      read: false,
      avatar: '',
      icon: 'shopping-cart',
      color: 'success',
      link: `/apps/ecommerce/order/details/${newest.id}`,
    },
    {
      userId,
      id: 6,
      title: `Invoice #${pastDue.id} is past due`,
      subtitle: `${pastDue.client.company} has not paid ${dollars(pastDue.balance)}`,
      time: '2026-11-22T16:03:00',
      read: false,
      avatar: '',
      icon: 'file-dollar',
      color: 'error',
      link: `/apps/invoice/preview/${pastDue.id}`,
    },
    {
      userId,
      id: 5,
      title: `${sender.fullName} sent you a message`,
      subtitle: unseen.message,
      time: '2026-11-22T11:30:00',
      read: true,
      avatar: sender.avatar,
      link: `/apps/chat?chat=${chat.userId}`,
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
      subtitle: `${newcomer.fullName} joined the ${newcomer.currentPlan} plan`,
      time: '2026-11-21T09:45:00',
      read: true,
      avatar: '',
      icon: 'user',
      color: 'info',
      link: `/apps/user/view/${newcomer.id}`,
    },
  ];
}
