/** @jest-environment node */
import { harness } from './testing/harness';

// The registry's writes are recorded like any save (audit.ts follows its collections): who published,
// rolled back or overrode what, in the same write as the change, and never a session's token hash.

const HASH = `sha384-${'B'.repeat(64)}`;

describe('the area registry in the audit log', () => {
  it('records a version published, a rollback and a session override, by the admin', async () => {
    const h = await harness();
    const publish = await h.request(
      '/api/platform/registry/areas/chat/versions',
      h.authorized({
        method: 'POST',
        body: JSON.stringify({
          manifest: 'https://cdn.example.com/chat/2/mf-manifest.json',
          integrity: { 'remoteEntry.js': HASH },
        }),
      }),
    );
    expect(publish.status).toBe(201);
    const afterPublish = h.db.auditLog.filter((e) => e.subject === 'Platform');
    // In the rows' order: the older version's change first.
    expect(afterPublish.map((e) => [e.action, e.recordLabel])).toEqual([
      ['update', 'chat v1'],
      ['create', 'chat v2'],
    ]);
    expect(afterPublish[1]).toMatchObject({ actorEmail: 'admin@demo.com', ip: '203.0.113.9' });
    expect(afterPublish[0].changes).toEqual([{ field: 'status', before: 'live', after: 'previous' }]);

    expect(
      (await h.request('/api/platform/registry/areas/chat/rollback', h.authorized({ method: 'POST' })))
        .status,
    ).toBe(200);
    const rollback = h.db.auditLog.filter((e) => e.subject === 'Platform').slice(2);
    expect(rollback.map((e) => [e.recordLabel, e.changes[0]])).toEqual([
      ['chat v1', { field: 'status', before: 'previous', after: 'live' }],
      ['chat v2', { field: 'status', before: 'live', after: 'withdrawn' }],
    ]);

    const override = await h.request(
      '/api/platform/registry/overrides',
      h.authorized({
        method: 'POST',
        body: JSON.stringify({ area: 'chat', manifest: 'http://localhost:4004/mf-manifest.json' }),
      }),
    );
    expect(override.status).toBe(201);
    const entry = h.db.auditLog.at(-1)!;
    expect(entry).toMatchObject({ action: 'create', subject: 'Platform', recordLabel: 'chat override' });
    expect(entry.changes).toContainEqual({ field: 'tokenHash', before: null, after: '[redacted]' });
    // Stored: the rows survive in the database, not only in memory.
    expect(JSON.stringify(h.storage.data.rows)).toContain('http://localhost:4004/mf-manifest.json');
  });
});
