import type { AreaVersion } from '@atrium/contracts';
import { canaryBucket, getsCanary } from './registry';

const canary = (percent: number, roles: string[] = []): AreaVersion => ({
  id: 7,
  area: 'invoice',
  version: 2,
  manifest: 'https://cdn.example.com/mf-manifest.json',
  integrity: {},
  routes: ['/apps/invoice'],
  publishedBy: 'admin@demo.com',
  publishedAt: '2026-11-20T00:00:00.000Z',
  status: 'canary',
  canary: { percent, roles },
});
const users = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, role: 'client' }));

describe('a canary audience', () => {
  it('at 50 % is about half of 100 users', () => {
    const served = users.filter((u) => getsCanary(canary(50), u)).length;
    expect(served).toBeGreaterThanOrEqual(40);
    expect(served).toBeLessThanOrEqual(60);
  });

  it('is stable per user, and grows with the percent (no user leaves as it rises)', () => {
    expect(users.map((u) => canaryBucket('invoice', u.id))).toEqual(
      users.map((u) => canaryBucket('invoice', u.id)),
    );
    const at10 = users.filter((u) => getsCanary(canary(10), u));
    const at50 = users.filter((u) => getsCanary(canary(50), u));
    expect(at50).toEqual(expect.arrayContaining(at10));
    expect(users.filter((u) => getsCanary(canary(0), u))).toHaveLength(0);
    expect(users.filter((u) => getsCanary(canary(100), u))).toHaveLength(100);
  });

  it('takes every user of a named role, whatever the percent', () => {
    expect(getsCanary(canary(0, ['Editor']), { id: 3, role: 'editor' })).toBe(true);
    expect(getsCanary(canary(0, ['Editor']), { id: 3, role: 'client' })).toBe(false);
  });
});
