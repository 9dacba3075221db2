import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The roles of the sample data, whose names have translations (`users.role.<name>`). */
export const SAMPLE_ROLES = ['admin', 'client', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type SampleRole = (typeof SAMPLE_ROLES)[number];

export function isSampleRole(name: string): name is SampleRole {
  return (SAMPLE_ROLES as readonly string[]).includes(name);
}

/** How a role's name reads: a sample role's in the page's language, a role an admin named as typed. */
export function useRoleLabel() {
  const { t } = useTranslation('admin');
  return useCallback((name: string) => (isSampleRole(name) ? t(`users.role.${name}`) : name), [t]);
}
