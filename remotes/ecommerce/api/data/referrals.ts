import type { Referral, ReferralStatus } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { FIRST_NAMES, LAST_NAMES, avatarUrl, slug } from '@atrium/mocks/data/people';

const STATUSES: ReferralStatus[] = ['Unpaid', 'Paid', 'Rejected'];
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/** 45 referrals; value and earning are money text with a currency prefix. */
export function buildReferrals(): Referral[] {
  const r = createRandom(5005);
  const ids = new Set<number>();
  return Array.from({ length: 45 }, (_, i) => {
    const user = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    let referredId = r.int(10000, 99999);
    while (ids.has(referredId)) referredId = r.int(10000, 99999);
    ids.add(referredId);
    const value = r.int(500, 9999);
    return {
      id: i + 1,
      user,
      email: `${slug(user)}${i}@example.com`,
      avatar: r.bool(0.7) ? avatarUrl(user) : '',
      referredId,
      status: i < STATUSES.length ? STATUSES[i] : r.pick(STATUSES),
      value: dollars(value),
      earning: dollars(Math.round(value * (0.04 + r.next() * 0.08))),
    };
  });
}
