import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@atrium/ui';

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/**
 * A password typed twice, for a form whose values hold `password` and `confirmPassword`: the add-user
 * form's initial password and the set-password card. Both are new passwords, so a password manager
 * offers to make one up.
 */
export function PasswordPairFields<T extends FieldValues & PasswordPair>({
  form,
  label,
  helperText,
}: {
  form: UseFormReturn<T>;
  /** The first field's label ("Password", "New password"). */
  label: string;
  helperText?: string;
}) {
  const { t } = useTranslation('admin');
  const field = (name: keyof PasswordPair) => {
    const path = name as Path<T>;
    return { ...form.register(path), error: form.getFieldState(path, form.formState).error?.message };
  };
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={helperText}
        {...field('password')}
      />
      <TextField
        label={t('users.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
