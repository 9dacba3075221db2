import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { CourseDetails, CourseListResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const list = async (qs = '') => {
  const res = await fetch(`http://localhost/api/apps/academy/courses${qs}`);
  return { status: res.status, body: (await res.json()) as CourseListResponse };
};
const progress = (c: { completedTasks: number; totalTasks: number }) => c.completedTasks / c.totalTasks;

describe('academy', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 25 courses, 10 a page by default', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(25);
    expect(body.totalCourse).toBe(25);
    expect(body.courses.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await list('?page=3')).body.courses).toHaveLength(5);
  });

  it('searches title or tutor name case-insensitively and literally', async () => {
    expect((await list('?q=REACT')).body.courses.map((c) => c.courseTitle)).toEqual([
      'React Native',
      'React for Beginners',
      'Advanced React Native',
    ]);
    expect((await list('?q=lauretta')).body.courses.map((c) => c.id)).toEqual([1]);
    expect((await list('?q=.*')).body.total).toBe(0);
  });

  it('filters by label exactly; All Courses or no label means every tag', async () => {
    const { body } = await list('?label=Psychology&itemsPerPage=-1');
    expect(body.total).toBe(db.courses.filter((c) => c.tags === 'Psychology').length);
    expect(body.courses.every((c) => c.tags === 'Psychology')).toBe(true);
    expect(body.totalCourse).toBe(25);
    expect((await list('?label=All%20Courses')).body.total).toBe(25);
    expect((await list('?label=Cooking')).body.total).toBe(0);
  });

  it('hides completed courses (completedTasks equals totalTasks) when asked', async () => {
    const completed = db.courses.filter((c) => c.completedTasks === c.totalTasks).length;
    expect(completed).toBeGreaterThan(0);
    const { body } = await list('?hideCompleted=true&itemsPerPage=-1');
    expect(body.total).toBe(25 - completed);
    expect(body.courses.some((c) => c.completedTasks === c.totalTasks)).toBe(false);
    expect((await list('?hideCompleted=false')).body.total).toBe(25);
  });

  it('sorts by courseName and progress, both directions', async () => {
    const names = (await list('?sortBy=courseName&orderBy=asc&itemsPerPage=-1')).body.courses.map(
      (c) => c.courseTitle,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = (await list('?sortBy=progress&orderBy=desc&itemsPerPage=-1')).body.courses.map(progress);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc[0]).toBe(1);
    const unknown = (await list('?sortBy=rating&orderBy=asc')).body.courses.map((c) => c.id);
    expect(unknown[0]).toBe(1);
  });

  it('falls back to page 1 and 10 a page on bad paging, empty past the end', async () => {
    expect((await list('?page=x&itemsPerPage=y')).body.courses).toHaveLength(10);
    expect((await list('?page=9')).body).toEqual({ totalCourse: 25, courses: [], total: 25 });
  });

  it('answers any course details by id (the first without one), consistent with the list', async () => {
    const first = (await (
      await fetch('http://localhost/api/apps/academy/course-details')
    ).json()) as CourseDetails;
    expect(first.id).toBe(1);
    const res = await fetch('http://localhost/api/apps/academy/course-details?id=7');
    const body = (await res.json()) as CourseDetails;
    expect(res.status).toBe(200);
    const course = db.courses.find((c) => c.id === 7)!;
    expect(body.title).toBe(course.courseTitle);
    expect(body.instructor).toBe(course.user);
    const lessons = body.content.flatMap((s) => s.topics);
    expect(lessons).toHaveLength(course.totalTasks);
    expect(lessons.filter((t) => t.isCompleted)).toHaveLength(course.completedTasks);
    expect(
      lessons.filter((t) => t.isCompleted).every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.completedAt!)),
    ).toBe(true);
    for (const s of body.content) {
      expect(s.status).toBe(`${s.topics.filter((t) => t.isCompleted).length}/${s.topics.length}`);
    }
    expect(body.totalLectures).toBe(lessons.length);
    expect((await fetch('http://localhost/api/apps/academy/course-details?id=99')).status).toBe(404);
    expect((await fetch('http://localhost/api/apps/academy/course-details?id=x')).status).toBe(400);
  });

  it('marks a lesson done and undone, recounting the course in the list', async () => {
    const course = db.courses.find((c) => c.completedTasks < c.totalTasks && c.id > 1)!;
    const before = course.completedTasks;
    const details = db.courseDetails.find((d) => d.id === course.id)!;
    const todo = details.content.flatMap((s) => s.topics).find((t) => !t.isCompleted)!;
    const patch = (body: unknown, lesson = todo.id, id = course.id) =>
      fetch(`http://localhost/api/apps/academy/courses/${id}/lessons/${lesson}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    const res = await patch({ isCompleted: true });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as CourseDetails;
    const lesson = saved.content.flatMap((s) => s.topics).find((t) => t.id === todo.id)!;
    expect(lesson.isCompleted).toBe(true);
    expect(lesson.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const listed = (await list(`?q=${encodeURIComponent(course.courseTitle)}`)).body.courses[0];
    expect(listed.completedTasks).toBe(before + 1);

    await patch({ isCompleted: false });
    expect(db.courses.find((c) => c.id === course.id)!.completedTasks).toBe(before);

    const bad = await patch({ isCompleted: 'yes' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/isCompleted/);
    expect((await patch({ isCompleted: true }, 'nope')).status).toBe(404);
    expect((await patch({ isCompleted: true }, todo.id, 99)).status).toBe(404);
    expect((await patch({ isCompleted: true }, todo.id, 0)).status).toBe(400);
  });
});
