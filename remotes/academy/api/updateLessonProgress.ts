import { http, HttpResponse } from 'msw';
import { lessonProgressSchema, type CourseDetails } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { contentLanguageOf } from '@atrium/mocks/lib/contentLanguage';
import { courseDetailsIn } from './wordedCourses';
import { now } from '@atrium/mocks/lib/clock';
import { isoDay } from '@atrium/mocks/lib/isoDays';
import { syncSectionStatus } from './data/courses';

/**
 * PATCH /api/apps/academy/courses/{id}/lessons/{lessonId} — { isCompleted }: marks the lesson done
 * (on today's date) or not; the course's completedTasks in the list is recounted from its lessons.
 * 200 with the course's details; 400 for a malformed id or body, 404 for an unknown course or lesson.
 * Needs read Course only: progress is the learner's own record, not a change to the course itself.
 */
export const updateLessonProgress = http.patch(
  api('/api/apps/academy/courses/:id/lessons/:lessonId'),
  authorized({ action: 'read', subject: 'Course' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const details = db.courseDetails.find((d) => d.id === id);
    const course = db.courses.find((c) => c.id === id);
    if (!details || !course) return jsonError(404, 'Course not found');
    const section = details.content.find((s) => s.topics.some((t) => t.id === params.lessonId));
    const lesson = section?.topics.find((t) => t.id === params.lessonId);
    if (!section || !lesson) return jsonError(404, 'Lesson not found');
    const body = await parseBody(request, lessonProgressSchema);
    if ('error' in body) return body.error;

    if (body.data.isCompleted !== lesson.isCompleted) {
      lesson.isCompleted = body.data.isCompleted;
      if (lesson.isCompleted) lesson.completedAt = isoDay(new Date(now()));
      else delete lesson.completedAt;
      syncSectionStatus(section);
      course.completedTasks = details.content.flatMap((s) => s.topics).filter((t) => t.isCompleted).length;
      course.totalTasks = details.totalLectures;
    }
    return HttpResponse.json<CourseDetails>(courseDetailsIn(details, contentLanguageOf(request)));
  }),
);
