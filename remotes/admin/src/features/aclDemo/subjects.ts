import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaSubjects, type AreaSubjects } from '@atrium/platform';
import { ADMIN_SUBJECTS } from '../../subjects';

/** This area's own subjects: what the pages list when the shell has published no area yet. */
const OWN_SUBJECTS: AreaSubjects = { area: 'admin', subjects: [...ADMIN_SUBJECTS] };

/** The subjects of every area the shell knows, by area, in registry order. */
export function useSubjectGroups(): readonly AreaSubjects[] {
  const areas = useAreaSubjects();
  return areas.length > 0 ? areas : [OWN_SUBJECTS];
}

/**
 * A subject's name as the roles editor words it: each area names its own subjects in its strings, so
 * the name is looked up in the namespace of the area that declares it.
 */
export function useSubjectName(): (subject: string) => string {
  const { t } = useTranslation('admin');
  const groups = useSubjectGroups();
  return useCallback(
    (subject: string) => {
      const area = groups.find((g) => g.subjects.includes(subject))?.area ?? 'admin';
      return t(`subjects.${subject}`, { ns: area, defaultValue: subject });
    },
    [groups, t],
  );
}

/** An area's name as the roles editor words it. */
export function useAreaName(): (area: string) => string {
  const { t } = useTranslation('admin');
  return useCallback((area: string) => t(`roles.areas.${area}`, { defaultValue: area }), [t]);
}
