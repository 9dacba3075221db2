import { addDays, bucketOf, bucketUnit, isIsoDay, previousRange, rangeBuckets, rangeDays } from './isoDays';
import { parseDateRange, parseLimit } from './aggregateQuery';

test('isIsoDay takes real days written YYYY-MM-DD only', () => {
  expect(['2026-02-28', '2024-02-29', '2026-12-31'].every(isIsoDay)).toBe(true);
  for (const bad of [
    '2026-02-29',
    '2026-2-3',
    '2026-13-01',
    '26-01-01',
    '2026-01-01T00:00',
    '',
    null,
    20260101,
  ])
    expect([bad, isIsoDay(bad)]).toEqual([bad, false]);
});

test('periods: length, the one before, days moved across months and years', () => {
  expect(rangeDays({ from: '2026-11-01', to: '2026-11-30' })).toBe(30);
  expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
    from: '2026-10-02',
    to: '2026-10-31',
  });
  expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
});

test('buckets: days up to 31, weeks up to 182, months beyond; contiguous and clipped', () => {
  expect(bucketUnit({ from: '2026-11-01', to: '2026-11-30' })).toBe('day');
  expect(bucketUnit({ from: '2026-06-01', to: '2026-11-29' })).toBe('week');
  expect(bucketUnit({ from: '2026-01-15', to: '2026-11-24' })).toBe('month');
  const weeks = rangeBuckets({ from: '2026-11-01', to: '2026-11-17' }, 'week');
  expect(weeks).toEqual([
    { from: '2026-11-01', to: '2026-11-07' },
    { from: '2026-11-08', to: '2026-11-14' },
    { from: '2026-11-15', to: '2026-11-17' },
  ]);
  const months = rangeBuckets({ from: '2026-01-15', to: '2026-03-10' }, 'month');
  expect(months).toEqual([
    { from: '2026-01-15', to: '2026-01-31' },
    { from: '2026-02-01', to: '2026-02-28' },
    { from: '2026-03-01', to: '2026-03-10' },
  ]);
  expect(bucketOf(months, '2026-02-14T10:00:00Z')).toBe(1);
  expect(bucketOf(months, '2026-03-11')).toBe(-1);
});

test('parseDateRange answers 400 with a message for what is wrong; parseLimit falls back', async () => {
  const ok = parseDateRange(new URLSearchParams('from=2026-01-01&to=2026-01-31'));
  expect(ok).toEqual({ range: { from: '2026-01-01', to: '2026-01-31' } });
  const bad = parseDateRange(new URLSearchParams('from=2026-02-01&to=2026-01-31'));
  expect('error' in bad && bad.error.status).toBe(400);
  expect('error' in bad && (await bad.error.json())).toEqual({ message: 'from must not be after to' });
  expect(parseLimit(new URLSearchParams('limit=3'), 5)).toBe(3);
  for (const raw of ['0', '51', '-1', 'x', '2.5'])
    expect(parseLimit(new URLSearchParams(`limit=${raw}`), 5)).toBe(5);
});
