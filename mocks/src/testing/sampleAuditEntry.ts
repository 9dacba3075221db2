import type { AuditEntry } from '@atrium/contracts';

/**
 * An audit entry for a test to put in `db.auditLog` (the mock writes none itself): the admin changing
 * a user's company from 203.0.113.9 on the `id`th of March 2026, unless `fields` say otherwise.
 */
export const sampleAuditEntry = (id: number, fields: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: `2026-03-${String(id).padStart(2, '0')}T10:00:00.000Z`,
  actorId: 1,
  actorName: 'John Doe',
  actorEmail: 'admin@demo.com',
  ip: '203.0.113.9',
  action: 'update',
  subject: 'User',
  recordId: '7',
  recordLabel: 'Jane Roe',
  changes: [{ field: 'company', before: 'Atrium', after: 'Acme' }],
  ...fields,
});

/**
 * A small log, oldest first: the admin creates invoice #4987 and changes a user, then the client signs
 * in, then someone fails to.
 */
export const sampleAuditLog = (): AuditEntry[] => [
  sampleAuditEntry(1, {
    action: 'create',
    subject: 'Invoice',
    recordId: '4987',
    recordLabel: '#4987',
    changes: [],
  }),
  sampleAuditEntry(2),
  sampleAuditEntry(3, {
    actorId: 52,
    actorName: 'Jane Doe',
    actorEmail: 'client@demo.com',
    action: 'signIn',
    subject: 'Session',
    recordId: '52',
    recordLabel: 'client@demo.com',
    changes: [],
  }),
  sampleAuditEntry(4, {
    actorId: null,
    actorName: '',
    actorEmail: '',
    action: 'signInFailed',
    subject: 'Session',
    recordId: null,
    recordLabel: 'x@y.z',
    changes: [],
  }),
];
