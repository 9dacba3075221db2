import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { AcademyWebinarResponse, CourseDetails, CourseListResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { COURSE_WORDS } from './data/courseTranslations';

// The courses are content the API words in the language asked (Accept-Language), English otherwise.
const admin = authFetch('admin');
const get = async <T>(path: string, language?: string) =>
  (await (
    await admin(`http://localhost/api${path}`, { headers: language ? { 'Accept-Language': language } : {} })
  ).json()) as T;

describe('the academy in French and Arabic', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('has a French and an Arabic word for every title, section, lesson, level, position and webinar it uses', () => {
    const used = [
      ...db.courses.map((c) => c.courseTitle),
      ...db.courseDetails.flatMap((d) => [
        d.skillLevel,
        d.instructorPosition,
        ...d.content.flatMap((s) => [s.title, ...s.topics.map((t) => t.title)]),
      ]),
      ...db.webinars.map((w) => w.title),
    ];
    expect([...new Set(used)].filter((text) => !COURSE_WORDS[text]?.fr || !COURSE_WORDS[text]?.ar)).toEqual(
      [],
    );
  });

  it('answers the list, a course and its lessons in French, searched by the stored title', async () => {
    const list = await get<CourseListResponse>('/apps/academy/courses?q=angular', 'fr');
    expect(list.courses.map((c) => c.courseTitle)).toEqual(['Les bases d’Angular']);
    expect(list.courses[0].desc).toMatch(/^Cours d’introduction/);
    const details = await get<CourseDetails>('/apps/academy/course-details?id=1', 'fr');
    expect(details).toMatchObject({ title: 'Les bases d’Angular', language: 'Anglais' });
    expect(details.content[0].title).toBe('Pour commencer');
    expect(details.length).toMatch(/heures au total$/);
    expect(details.content[0].topics[0].time).toMatch(/^\d+ min$/);
  });

  it('answers Arabic, and English for a language it is not written in', async () => {
    const ar = await get<CourseDetails>('/apps/academy/course-details?id=1', 'ar');
    expect(ar.title).toBe('أساسيات Angular');
    expect(ar.content[0].topics[0].time).toMatch(/دقيقة$/);
    const de = await get<CourseDetails>('/apps/academy/course-details?id=1', 'de');
    expect(de.title).toBe('Basics of Angular');
    const webinar = await get<AcademyWebinarResponse>('/dashboard/academy/webinar', 'fr');
    expect(webinar.webinar && COURSE_WORDS[webinar.webinar.title]).toBeUndefined();
  });

  it('completes a lesson in French and answers the details in French, stored in English', async () => {
    const res = await admin('http://localhost/api/apps/academy/courses/2/lessons/s1-l1', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr' },
      body: JSON.stringify({ isCompleted: true }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CourseDetails).title).toBe('Design UI/UX');
    expect(db.courseDetails.find((d) => d.id === 2)?.title).toBe('UI/UX Design');
  });
});
