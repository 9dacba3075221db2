import {
  USER_PROJECT_KINDS,
  type User,
  type UserActivity,
  type UserActivityEntry,
  type UserProject,
} from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { devicesOf } from '@atrium/mocks/lib/sessionDevices';
import { COMPANIES, COUNTRIES, FIRST_NAMES, LAST_NAMES } from '@atrium/mocks/data/people';

// Sample data: a user's projects and timeline are made up from the user's id (the same every time),
// with dates counted back from now so that the timeline always reads as recent.

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
    // The devices are the user's own open sessions, not sample data.
    devices: devicesOf(user.id),
  };
}
