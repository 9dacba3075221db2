import type { User, UserBilling, UserPlan, UserStatus } from '@atrium/contracts';
import { createRandom } from '../lib/random';
import { DEMO_ADMIN_ID, DEMO_CLIENT_ID } from './credentials';
import { COMPANIES, COUNTRIES, FIRST_NAMES, LAST_NAMES, avatarUrl, slug } from './people';

const ROLES: string[] = ['admin', 'author', 'editor', 'maintainer', 'subscriber'];
const PLANS: UserPlan[] = ['basic', 'team', 'company', 'enterprise'];
const STATUSES: UserStatus[] = ['active', 'inactive', 'pending'];
const BILLING: UserBilling[] = ['Manual-Credit Card', 'Auto debit', 'Manual-Cash', 'Manual-PayPal'];

/** The two demo users who can sign in (spec 002 §6's login accounts), after the 50 sample users. */
function demoUsers(): User[] {
  const demo = (id: number, fullName: string, username: string, email: string, role: string): User => ({
    id,
    fullName,
    company: 'Atrium',
    role,
    username,
    country: 'USA',
    contact: '+1 (555) 010-0100',
    email,
    currentPlan: 'enterprise',
    status: 'active',
    avatar: avatarUrl(fullName),
    billing: 'Auto debit',
  });
  return [
    demo(DEMO_ADMIN_ID, 'John Doe', 'johndoe', 'admin@demo.com', 'admin'),
    demo(DEMO_CLIENT_ID, 'Jane Doe', 'janedoe', 'client@demo.com', 'client'),
  ];
}

/**
 * 50 sample users with every role, plan, status and billing value represented, then the two demo
 * users who can sign in.
 */
export function buildUsers(): User[] {
  return [...sampleUsers(), ...demoUsers()];
}

function sampleUsers(): User[] {
  const r = createRandom(50);
  const seen = new Set<string>();
  return Array.from({ length: 50 }, (_, i) => {
    let fullName = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    while (seen.has(fullName)) fullName = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    seen.add(fullName);
    const username = slug(fullName).replace('.', '');
    return {
      id: i + 1,
      fullName,
      company: r.pick(COMPANIES),
      role: ROLES[i % ROLES.length],
      username,
      country: r.pick(COUNTRIES),
      contact: `+1 (${r.int(200, 989)}) ${r.int(200, 999)}-${r.int(1000, 9999)}`,
      email: `${username}@example.com`,
      currentPlan: PLANS[(i * 3) % PLANS.length],
      status: STATUSES[(i * 7) % STATUSES.length],
      avatar: r.bool(0.75) ? avatarUrl(fullName) : '',
      billing: BILLING[(i * 5) % BILLING.length],
    };
  });
}
