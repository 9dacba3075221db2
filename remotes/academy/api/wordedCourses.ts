import type { Course, CourseDetails } from '@atrium/contracts';
import type { ContentLanguage } from '@atrium/mocks/lib/contentLanguage';
import { COURSE_TEXTS, courseWord } from './data/courseTranslations';

// The courses as the API answers them in a language: stored in English, their titles and the texts
// written around them are worded in the language asked (English records are answered as they are).

/** A course of the list, in `language`. */
export function courseIn(course: Course, language: ContentLanguage): Course {
  if (language === 'en') return course;
  const title = courseWord(course.courseTitle, language);
  return { ...course, courseTitle: title, desc: COURSE_TEXTS[language].desc(title) };
}

/** A course's details, in `language`. */
export function courseDetailsIn(details: CourseDetails, language: ContentLanguage): CourseDetails {
  if (language === 'en') return details;
  const texts = COURSE_TEXTS[language];
  const word = (text: string) => courseWord(text, language);
  const title = word(details.title);
  const hours = /^([0-9.]+) total hours$/.exec(details.length)?.[1];
  return {
    ...details,
    title,
    about: texts.about(title),
    instructorPosition: word(details.instructorPosition),
    skillLevel: word(details.skillLevel),
    language: texts.language,
    length: hours ? texts.hours(hours) : details.length,
    description: texts.description(title),
    content: details.content.map((section) => {
      const minutes = section.topics.reduce((sum, t) => sum + t.minutes, 0);
      return {
        ...section,
        title: word(section.title),
        time: texts.minutes(minutes),
        topics: section.topics.map((t) => ({ ...t, title: word(t.title), time: texts.minutes(t.minutes) })),
      };
    }),
  };
}
