import type { RecentDevice } from '@atrium/contracts';
import { db } from '../db';
import { now } from './clock';
import { sessionOfToken } from './tokens';
import { describeUserAgent } from './userAgent';

/**
 * A user's open sessions as the devices they signed in from, newest first: the browser and system
 * their User-Agent names, the address, when. With `currentToken`, the session it belongs to is marked.
 * (Sessions opened before sessions had an id are left out: they end within 12 hours.)
 */
export function devicesOf(userId: number, currentToken?: string): RecentDevice[] {
  const at = now();
  const current = currentToken === undefined ? undefined : sessionOfToken(currentToken);
  return db.sessions
    .filter((s) => s.userId === userId && s.expiresAt > at && s.id)
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((s) => ({
      id: s.id!,
      ...describeUserAgent(s.userAgent),
      location: s.address ?? '',
      lastActivity: new Date(s.createdAt).toISOString(),
      ...(currentToken === undefined ? {} : { current: s === current }),
    }));
}
