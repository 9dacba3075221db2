import { z } from 'zod';

/** One notification of the navbar's notifications menu (an addition to the spec's calls). */
export interface AppNotification {
  id: number;
  title: string;
  subtitle: string;
  /** ISO date-time. */
  time: string;
  read: boolean;
  /** An avatar image, or empty to show initials / the icon. */
  avatar: string;
  /** A Tabler icon name for system notifications. */
  icon?: string;
  color?: 'primary' | 'success' | 'warning' | 'error' | 'info';
  /** The app page of what it is about (an order, an invoice, a chat), when there is one. */
  link?: string;
}

export interface NotificationListResponse {
  notifications: AppNotification[];
  unread: number;
}

/** PATCH /api/notifications/{id} */
export const notificationPatchSchema = z.object({ read: z.boolean('read must be true or false') });
export type NotificationPatch = z.infer<typeof notificationPatchSchema>;
