import type { ListQuery } from './common';

/** What an audit entry records. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'signIn', 'signInFailed'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record the audit log follows (CASL subjects, and Session for signing in). */
export const AUDIT_SUBJECTS = [
  'User',
  'Role',
  'Permission',
  'Product',
  'Category',
  'Order',
  'Customer',
  'Invoice',
  'EcommerceSettings',
  'Calendar',
  'Session',
  // The area registry: versions published, rolled back, made canaries; per-session overrides.
  'Platform',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** A field of the record before and after the change; a secret is `[redacted]` on both sides. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One change to the data, or one sign-in: who, when, from where, what, and the fields before and after. */
export interface AuditEntry {
  id: number;
  /** ISO date-time. */
  at: string;
  /** The signed-in user who did it; null for a visitor (a failed sign-in). */
  actorId: number | null;
  actorName: string;
  actorEmail: string;
  /** The client's address as the API saw it. */
  ip: string;
  action: AuditAction;
  subject: AuditSubject;
  /** The record's id (as text); null when the entry is about no one record. */
  recordId: string | null;
  /** How the record is known: a name, a title, an order number (the address tried, for a failed sign-in). */
  recordLabel: string;
  changes: AuditChange[];
}

/** The audit log's filters in the URL and the call: actor (a user id), subject, action, from, to (days). */
export const AUDIT_LIST_FILTERS = ['actor', 'subject', 'action', 'from', 'to'] as const;

export interface AuditListQuery extends ListQuery {
  actor?: string;
  subject?: string;
  action?: string;
  from?: string;
  to?: string;
}

export interface AuditListResponse {
  entries: AuditEntry[];
  total: number;
}

/** What a secret's value is recorded as. */
export const REDACTED = '[redacted]';
