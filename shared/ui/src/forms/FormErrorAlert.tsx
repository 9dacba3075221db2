import { useTranslation } from 'react-i18next';
import { Alert, type AlertProps } from '../components/Alert';
import type { FormLevelError } from './formTypes';

const KINDS = ['unauthorized', 'forbidden', 'server', 'network'] as const;

/**
 * A form's form-level error (`errors.root.server`): the server's message when it refused the request,
 * else a translated sentence for why it could not be saved (signed out, not allowed, server error, no
 * answer). Nothing without an error.
 */
export function FormErrorAlert({
  error,
  ...rest
}: { error: FormLevelError | null | undefined } & Omit<AlertProps, 'severity' | 'children'>) {
  const { t } = useTranslation('ui');
  if (!error) return null;
  const kind = KINDS.find((k) => k === error.type);
  const text = kind ? t(`formError.${kind}`) : error.message || t('formError.server');
  return (
    <Alert severity="error" {...rest}>
      {text}
    </Alert>
  );
}
