import {
  REDACTED,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditSubject,
} from '@atrium/contracts';
import { RECORD_KEY, type Changes, type Snapshot } from './rows';

/** Who made a request, and from where: what each audit entry of its save records. */
export interface AuditContext {
  /** ISO date-time of the save. */
  at: string;
  actor: { id: number; name: string; email: string } | null;
  ip: string;
  /** Entries the request makes without a change of data (a failed sign-in). */
  events?: Pick<AuditEntry, 'action' | 'subject' | 'recordId' | 'recordLabel'>[];
}

type Doc = Record<string, unknown>;

/** The collections the log follows: the subject, and how a record is named. */
const FOLLOWED: Record<string, { subject: AuditSubject; label: (doc: Doc) => string }> = {
  users: { subject: 'User', label: (d) => String(d.fullName ?? '') },
  roles: { subject: 'Role', label: (d) => String(d.name ?? '') },
  permissions: { subject: 'Permission', label: (d) => String(d.name ?? '') },
  products: { subject: 'Product', label: (d) => String(d.productName ?? '') },
  categories: { subject: 'Category', label: (d) => String(d.name ?? '') },
  orders: { subject: 'Order', label: (d) => `#${String(d.order ?? d.id ?? '')}` },
  customers: { subject: 'Customer', label: (d) => String(d.customer ?? '') },
  invoices: { subject: 'Invoice', label: (d) => `#${String(d.id ?? '')}` },
  ecommerceSettings: { subject: 'EcommerceSettings', label: () => '' },
  calendarEvents: { subject: 'Calendar', label: (d) => String(d.title ?? '') },
  // The area registry: a version published, rolled back or made a canary, and a session's override.
  areaVersions: { subject: 'Platform', label: (d) => `${String(d.area ?? '')} v${String(d.version ?? '')}` },
  registryOverrides: { subject: 'Platform', label: (d) => `${String(d.area ?? '')} override` },
};

/** Field names whose values are never recorded. */
const SECRET = /password|hash|token|secret|code/i;
/** A value longer than this as JSON is recorded cut short (an invoice's lines, a role's rules). */
const MAX_VALUE = 300;

function recorded(field: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (SECRET.test(field)) return REDACTED;
  const json = JSON.stringify(value);
  return json.length > MAX_VALUE ? `${json.slice(0, MAX_VALUE)}…` : value;
}

/** The top-level fields that differ between two versions of a record (either may be missing). */
function fieldChanges(before: Doc | null, after: Doc | null): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of [...fields].sort()) {
    const [b, a] = [before?.[field], after?.[field]];
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes.push({ field, before: recorded(field, b), after: recorded(field, a) });
  }
  return changes;
}

const idOfKey = (key: string) => (key.startsWith('id:') ? key.slice(3) : key === RECORD_KEY ? null : key);

/**
 * The audit entries of one save: each record created, changed or deleted in a followed collection
 * with its fields before and after (secrets as `[redacted]`, long values cut), a password set (its
 * credential row; not a hash renewed at sign-in) as a change of the user's `password`, a new session
 * as a sign-in, and the request's
 * own events. Built from the save's changes and what the database held before them, so nothing a
 * handler changes can go unrecorded, and written in the save's transaction.
 */
export function auditEntriesOf(
  changes: Changes,
  saved: Snapshot,
  context: AuditContext,
  userName: (id: number) => { name: string; email: string } | undefined,
): Omit<AuditEntry, 'id'>[] {
  const base = {
    at: context.at,
    actorId: context.actor?.id ?? null,
    actorName: context.actor?.name ?? '',
    actorEmail: context.actor?.email ?? '',
    ip: context.ip,
  };
  const entry = (
    action: AuditAction,
    subject: AuditSubject,
    recordId: string | null,
    recordLabel: string,
    fields: AuditChange[] = [],
  ): Omit<AuditEntry, 'id'> => ({ ...base, action, subject, recordId, recordLabel, changes: fields });
  const before = (collection: string, key: string): Doc | null => {
    const row = saved.get(collection)?.get(key);
    // From its JSON: the row's `doc` is the working set's own object, which the handler may have changed.
    return row ? (JSON.parse(row.json) as Doc) : null;
  };

  // A credential row is keyed by its content: a new hash deletes the old row. The user's old row tells
  // a password set (a new `setAt`) from a hash renewed at sign-in (the same password, the same `setAt`).
  const oldCredentials = new Map(
    changes.deletes
      .filter((d) => d.collection === 'credentials')
      .map((d) => before('credentials', d.key))
      .filter((doc): doc is Doc => doc !== null)
      .map((doc) => [Number(doc.userId), doc]),
  );

  const entries: Omit<AuditEntry, 'id'>[] = [];
  // The records first (a user created, then their password set), then the sign-ins, then deletions.
  const upserts = [
    ...changes.upserts.filter((u) => FOLLOWED[u.collection]),
    ...changes.upserts.filter((u) => !FOLLOWED[u.collection]),
  ];
  for (const { collection, key, doc } of upserts) {
    const after = doc as Doc;
    if (collection === 'credentials' && !before(collection, key)) {
      const userId = Number(after.userId);
      const old = oldCredentials.get(userId);
      if (old && old.setAt === after.setAt) continue;
      const label = userName(userId)?.name ?? '';
      entries.push(
        entry('update', 'User', String(userId), label, [
          { field: 'password', before: REDACTED, after: REDACTED },
        ]),
      );
      continue;
    }
    if (collection === 'sessions' && !before(collection, key)) {
      const user = userName(Number(after.userId));
      // A sign-in's actor is the one signing in (the request carried no session yet).
      entries.push({
        ...entry('signIn', 'Session', String(after.userId), user?.email ?? ''),
        actorId: Number(after.userId),
        actorName: user?.name ?? '',
        actorEmail: user?.email ?? '',
      });
      continue;
    }
    const followed = FOLLOWED[collection];
    if (!followed) continue;
    const old = before(collection, key);
    const fields = fieldChanges(old, after);
    if (old && fields.length === 0) continue;
    entries.push(
      entry(old ? 'update' : 'create', followed.subject, idOfKey(key), followed.label(after), fields),
    );
  }
  for (const { collection, key } of changes.deletes) {
    const followed = FOLLOWED[collection];
    const old = followed && before(collection, key);
    if (!followed || !old) continue;
    entries.push(
      entry('delete', followed.subject, idOfKey(key), followed.label(old), fieldChanges(old, null)),
    );
  }
  for (const event of context.events ?? [])
    entries.push(entry(event.action, event.subject, event.recordId, event.recordLabel));
  return entries;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How many of the oldest entries retention drops now (the log is in time order). Entries older than
 * `days` go, but only once the oldest is a day past that: every entry dropped from the front moves the
 * others, so the log is pruned a day's worth at a time, not one entry on every save.
 */
export function expiredAuditEntries(
  log: readonly Pick<AuditEntry, 'at'>[],
  at: string,
  days: number,
): number {
  if (days <= 0 || log.length === 0) return 0;
  const cutoff = Date.parse(at) - days * DAY_MS;
  if (!(Date.parse(log[0].at) < cutoff - DAY_MS)) return 0;
  let expired = 0;
  while (expired < log.length && Date.parse(log[expired].at) < cutoff) expired += 1;
  return expired;
}
