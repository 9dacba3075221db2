import { harness } from './testing/harness';

// The shell sends its telemetry every half minute from every open page: kept like any save, but told
// to no open page (each would refetch what it shows), while a save of what pages show is told.
test('a batch of telemetry is saved without making every open page refresh', async () => {
  const h = await harness();
  const told: unknown[] = [];
  h.live.subscribe(
    (change) => told.push(change),
    () => undefined,
  );
  const sent = await h.request(
    '/api/telemetry',
    h.authorized({
      method: 'POST',
      body: JSON.stringify({ events: [{ kind: 'view', area: 'chat', version: 'v1' }] }),
    }),
  );
  expect(sent.status).toBe(204);
  expect(h.db.telemetry).toHaveLength(1);
  expect(told).toEqual([]);

  const read = await h.request(
    '/api/notifications/read-all',
    h.authorized({ method: 'POST', body: JSON.stringify({}) }),
  );
  expect(read.status).toBeLessThan(300);
  expect(told).toEqual([expect.objectContaining({ collections: ['notifications'] })]);
});
