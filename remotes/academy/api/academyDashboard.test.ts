import type {
  AcademySummaryResponse,
  AcademyTopCoursesResponse,
  AcademyTopicInterestResponse,
  AcademyWebinarResponse,
} from '@atrium/contracts';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { isoDay, addDays } from '@atrium/mocks/lib/isoDays';

const fetch = authFetch('admin');
const today = isoDay(new Date());
const year = `from=${addDays(today, -364)}&to=${today}`;
const get = async <T>(path: string) => {
  const res = await fetch(`http://localhost/api/dashboard/academy/${path}`);
  return { status: res.status, body: (await res.json()) as T };
};

describe('academy dashboard calls', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('counts the time spent and lessons done in the period from the lessons', async () => {
    const { status, body } = await get<AcademySummaryResponse>(`summary?${year}`);
    expect(status).toBe(200);
    const done = db.courseDetails
      .flatMap((d) => d.content.flatMap((s) => s.topics))
      .filter((t) => t.isCompleted);
    expect(body.lessonsCompleted.value).toBe(done.length);
    expect(body.minutesSpent.value).toBe(done.reduce((sum, t) => sum + t.minutes, 0));
    expect(body.courses.total).toBe(25);
    expect(body.courses.completed).toBe(db.courses.filter((c) => c.completedTasks === c.totalTasks).length);
  });

  it('moves when a lesson is completed today', async () => {
    const range = `from=${today}&to=${today}`;
    const before = (await get<AcademySummaryResponse>(`summary?${range}`)).body;
    const details = db.courseDetails[1];
    const todo = details.content.flatMap((s) => s.topics).find((t) => !t.isCompleted)!;
    await fetch(`http://localhost/api/apps/academy/courses/${details.id}/lessons/${todo.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ isCompleted: true }),
    });
    const after = (await get<AcademySummaryResponse>(`summary?${range}`)).body;
    expect(after.lessonsCompleted.value).toBe(before.lessonsCompleted.value + 1);
    expect(after.minutesSpent.value).toBe(before.minutesSpent.value + todo.minutes);
    const top = (await get<AcademyTopCoursesResponse>(`top-courses?${range}&limit=50`)).body;
    expect(top.courses.map((c) => c.id)).toContain(details.id);
    const topics = (await get<AcademyTopicInterestResponse>(`topic-interest?${range}`)).body;
    const tag = db.courses.find((c) => c.id === details.id)!.tags;
    expect(topics.topics.find((t) => t.tag === tag)!.minutes).toBeGreaterThanOrEqual(todo.minutes);
  });

  it('lists the top courses by lessons done, limited, and the interest per tag', async () => {
    const top = (await get<AcademyTopCoursesResponse>(`top-courses?${year}&limit=3`)).body.courses;
    expect(top).toHaveLength(3);
    expect(top[0].lessons).toBeGreaterThanOrEqual(top[2].lessons);
    const { topics } = (await get<AcademyTopicInterestResponse>(`topic-interest?${year}`)).body;
    expect(topics.length).toBeGreaterThan(1);
    expect(topics[0].minutes).toBeGreaterThanOrEqual(topics[1].minutes);
  });

  it('answers the next webinar, and 400 for a bad period', async () => {
    const { body } = await get<AcademyWebinarResponse>('webinar');
    expect(body.webinar).not.toBeNull();
    expect(Date.parse(body.webinar!.startsAt)).toBeGreaterThan(Date.now());
    expect((await get('summary?from=2026-02-30&to=2026-03-01')).status).toBe(400);
    expect((await get('summary')).status).toBe(400);
  });
});
