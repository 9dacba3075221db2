import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/** Translates a field's error (the schemas' messages are translation keys). */
export function useFieldError() {
  const { t } = useTranslation('admin');
  return (error: Pick<FieldError, 'message'> | undefined) => (error?.message ? t(error.message) : undefined);
}
