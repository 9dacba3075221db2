import {
  USER_PROJECT_KINDS,
  type DeviceKind,
  type RecentDevice,
  type User,
  type UserActivity,
  type UserActivityEntry,
  type UserProject,
} from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { COMPANIES, COUNTRIES, FIRST_NAMES, LAST_NAMES } from '@atrium/mocks/data/people';

// Sample data: a user's projects, timeline and devices are made up from the user's id (the same every
// time), with dates counted back from now so that the timeline always reads as recent.

const PROJECT_NAMES = [
  'BGC eCommerce App',
  'Falcon Logo Design',
  'Dashboard Design',
  'Foodista Mobile App',
  'Dojo React Project',
  'Blockchain Website',
  'Hoffman Website',
  'eCommerce Website',
  'Vue Admin Template',
  'Logistics Tracker',
] as const;

const DEVICES: { browser: string; kind: DeviceKind; device: string }[] = [
  { browser: 'Chrome on Windows', kind: 'windows', device: 'HP Spectre 360' },
  { browser: 'Chrome on iPhone', kind: 'iphone', device: 'iPhone 12x' },
  { browser: 'Chrome on Android', kind: 'android', device: 'Oneplus 9 Pro' },
  { browser: 'Chrome on macOS', kind: 'macos', device: 'Apple iMac' },
  { browser: 'Safari on macOS', kind: 'macos', device: 'MacBook Air' },
  { browser: 'Firefox on Windows', kind: 'windows', device: 'Dell XPS 13' },
];

const HOUR = 60 * 60 * 1000;

type Random = ReturnType<typeof createRandom>;

/** `count` of the items in a random order (Fisher–Yates on a copy). */
function sample<T>(r: Random, items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = r.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

function projects(r: Random): UserProject[] {
  const names = sample(r, PROJECT_NAMES, r.int(4, 6));
  return names.map((name, i) => {
    const totalTasks = r.int(20, 240);
    const completedTasks = r.int(0, totalTasks);
    return {
      id: i + 1,
      name,
      kind: r.pick(USER_PROJECT_KINDS),
      totalTasks,
      completedTasks,
      progress: Math.round((completedTasks / totalTasks) * 100),
      hours: r.int(4, 180),
    };
  });
}

function timeline(r: Random, at: number, names: string[]): UserActivityEntry[] {
  const person = () => `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
  const make: Record<UserActivityEntry['kind'], () => UserActivityEntry['values']> = {
    invoicePaid: () => ({ amount: r.int(80, 4800), company: r.pick(COMPANIES) }),
    meeting: () => ({ person: person(), company: r.pick(COMPANIES) }),
    projectCreated: () => ({ project: r.pick(names) }),
    tasksCompleted: () => ({ count: r.int(2, 12), project: r.pick(names) }),
    signedIn: () => ({ location: r.pick(COUNTRIES) }),
  };
  const kinds = Object.keys(make) as UserActivityEntry['kind'][];
  let when = at - r.int(1, 6) * HOUR;
  return Array.from({ length: r.int(4, 6) }, (_, i) => {
    const kind = r.pick(kinds);
    const entry = { id: i + 1, kind, at: new Date(when).toISOString(), values: make[kind]() };
    when -= r.int(6, 96) * HOUR;
    return entry;
  });
}

function devices(r: Random, at: number): RecentDevice[] {
  const chosen = sample(r, DEVICES, r.int(2, 4));
  let when = at - r.int(0, 3) * HOUR;
  return chosen.map((d, i) => {
    const device = {
      id: i + 1,
      ...d,
      location: r.pick(COUNTRIES),
      lastActivity: new Date(when).toISOString(),
    };
    when -= r.int(12, 120) * HOUR;
    return device;
  });
}

/** The user's activity as of `at` (milliseconds since the epoch). */
export function userActivityOf(user: Pick<User, 'id'>, at: number): UserActivity {
  const r = createRandom(user.id * 7919 + 13);
  const list = projects(r);
  // Whole hours, so that two calls in the same hour answer the same dates.
  const hour = Math.floor(at / HOUR) * HOUR;
  return {
    projects: list,
    timeline: timeline(
      r,
      hour,
      list.map((p) => p.name),
    ),
    devices: devices(r, hour),
  };
}
