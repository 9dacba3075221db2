import type { AuditEntry, User, UserActivity, UserActivityEntry } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { devicesOf } from '@atrium/mocks/lib/sessionDevices';

/** How many of the user's latest doings the timeline shows. */
const TIMELINE_LENGTH = 8;

const KIND_OF: Partial<Record<AuditEntry['action'], UserActivityEntry['kind']>> = {
  signIn: 'signedIn',
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

/** An audit entry as a line of the user's timeline (a refused sign-in is not something they did). */
function entryOf(entry: AuditEntry): UserActivityEntry | undefined {
  const kind = KIND_OF[entry.action];
  if (!kind) return undefined;
  const values: Record<string, string> =
    kind === 'signedIn' ? { address: entry.ip } : { subject: entry.subject, label: entry.recordLabel ?? '' };
  return { id: entry.id, kind, at: entry.at, values };
}

/**
 * The user's activity, from the records: their projects (none for a user created after the sample
 * data), the latest of what the audit log recorded them doing, and their open sessions.
 */
export function userActivityOf(user: Pick<User, 'id'>): UserActivity {
  const timeline: UserActivityEntry[] = [];
  for (let i = db.auditLog.length - 1; i >= 0 && timeline.length < TIMELINE_LENGTH; i -= 1) {
    const entry = db.auditLog[i];
    if (entry.actorId !== user.id) continue;
    const line = entryOf(entry);
    if (line) timeline.push(line);
  }
  return {
    projects: db.userWork[String(user.id)]?.projects ?? [],
    timeline,
    devices: devicesOf(user.id),
  };
}
