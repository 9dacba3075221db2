import type { ApiModule } from '../apiModule';
import { searchApp } from './search/searchApp';
import { publicHandlers } from './publicHandlers';
import {
  deleteNotification,
  listNotifications,
  patchNotification,
  readAllNotifications,
} from './notifications/notifications';

/**
 * The platform's own API, which no area owns: the public pages' calls (signing in and sessions, the
 * development outbox, the help center, pricing, contact and checkout), and the shell's search and
 * notifications.
 */
export const kernel: ApiModule = {
  area: 'kernel',
  prefixes: [
    '/api/auth',
    '/api/dev',
    '/api/app-bar',
    '/api/notifications',
    '/api/front',
    '/api/pages/help-center',
  ],
  handlers: [
    ...publicHandlers,
    searchApp,
    listNotifications,
    readAllNotifications,
    patchNotification,
    deleteNotification,
  ],
};
