import type { ApiModule } from '../apiModule';
import { searchApp } from './search/searchApp';
import { publicHandlers } from './publicHandlers';
import { getMedia } from './media/getMedia';
import { postTelemetry } from './telemetry/postTelemetry';
import { getAreaHealth } from './telemetry/getAreaHealth';
import { platformHandlers } from './platform';
import {
  deleteNotification,
  listNotifications,
  patchNotification,
  readAllNotifications,
} from './notifications/notifications';

/**
 * The platform's own API, which no area owns: the public pages' calls (signing in and sessions, the
 * development outbox, the help center, pricing, contact and checkout), the shell's search and
 * notifications, the pictures people upload, the area registry (handlers/platform) and the shell's
 * telemetry of the areas.
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
    '/api/media',
    '/api/telemetry',
    '/api/platform',
  ],
  handlers: [
    ...publicHandlers,
    searchApp,
    listNotifications,
    readAllNotifications,
    patchNotification,
    deleteNotification,
    getMedia,
    postTelemetry,
    getAreaHealth,
    ...platformHandlers,
  ],
};
