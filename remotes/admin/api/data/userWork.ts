import { USER_PROJECT_KINDS, type UserProject } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { buildUsers } from '@atrium/mocks/data/users';

/**
 * The projects a user works on (the user view's Account tab), kept per user id (`db.userWork`). The
 * sample users have sample projects, made once at seeding; a user created later has none until some
 * exist. Their tasks and projects done are counted from these, never made up apart.
 */
export interface UserWork {
  projects: UserProject[];
}

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

function sampleProjects(userId: number): UserProject[] {
  const r = createRandom(userId * 7919 + 13);
  return sample(r, PROJECT_NAMES, r.int(4, 6)).map((name, i) => {
    const totalTasks = r.int(20, 240);
    // About one project in four is finished.
    const completedTasks = r.bool(0.25) ? totalTasks : r.int(0, totalTasks - 1);
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

/** The sample users' projects, by user id. */
export function buildUserWork(): Record<string, UserWork> {
  return Object.fromEntries(buildUsers().map((u) => [String(u.id), { projects: sampleProjects(u.id) }]));
}

/** What a user's projects add up to: the tasks done in them, and the projects finished. */
export function workDoneOf(work: UserWork | undefined): { taskDone: number; projectDone: number } {
  const projects = work?.projects ?? [];
  return {
    taskDone: projects.reduce((sum, p) => sum + p.completedTasks, 0),
    projectDone: projects.filter((p) => p.completedTasks === p.totalTasks).length,
  };
}
