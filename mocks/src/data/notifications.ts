import type { AppNotification } from '@atrium/contracts';

/** The sample notifications, newest first, with fixed times so every load shows the same list. */
export function buildNotifications(): AppNotification[] {
  return [
    {
      id: 8,
      title: 'Congratulations Flora',
      subtitle: 'Won the monthly bestseller gold badge',
      time: '2026-11-23T08:42:00',
      read: false,
      avatar: '',
    },
    {
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
      id: 5,
      title: 'Jordan Stevenson sent you a message',
      subtitle: 'Can we move the review to Thursday?',
      time: '2026-11-22T11:30:00',
      read: true,
      avatar: '',
    },
    {
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
