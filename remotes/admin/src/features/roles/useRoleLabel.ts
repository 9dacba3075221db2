import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The roles of the sample data, whose names are translated; a role an admin names is shown as named. */
const SAMPLE_ROLES = new Set(['admin', 'client', 'author', 'editor', 'maintainer', 'subscriber']);

/** How a role's name is shown: a sample role's in the page's language, any other as it is. */
export function useRoleLabel() {
  const { t } = useTranslation('admin');
  return useCallback((name: string) => (SAMPLE_ROLES.has(name) ? t(`roles.names.${name}`) : name), [t]);
}
