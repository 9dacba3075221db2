import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useContentLanguage } from '@atrium/platform';
import type { CourseDetails, LessonProgress } from '@atrium/contracts';
import { academyKeys } from './academyKeys';

export interface LessonProgressChange extends LessonProgress {
  courseId: number;
  lessonId: string;
}

export function updateLessonProgress({ courseId, lessonId, isCompleted }: LessonProgressChange) {
  return api<CourseDetails>(`/api/apps/academy/courses/${courseId}/lessons/${encodeURIComponent(lessonId)}`, {
    method: 'PATCH',
    body: { isCompleted },
  });
}

/**
 * PATCH a lesson's completion. The answer is the course's details, put straight into the cache; then
 * everything of the academy reloads (the course's progress in My courses, the dashboard's figures).
 */
export function useUpdateLessonProgress() {
  const client = useQueryClient();
  const language = useContentLanguage();
  return useMutation({
    mutationFn: updateLessonProgress,
    onSuccess: (details) => {
      client.setQueryData(academyKeys.details(String(details.id), language), details);
      return client.invalidateQueries({ queryKey: academyKeys.all });
    },
  });
}
