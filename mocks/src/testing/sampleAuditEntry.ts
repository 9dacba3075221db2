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
