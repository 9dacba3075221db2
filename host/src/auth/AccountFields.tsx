import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@atrium/ui/core';

/** What a form with a new account's fields holds. */
export interface AccountFieldValues extends FieldValues {
  username: string;
  email: string;
  password: string;
}

/**
 * A new account's username, email and password: the one set of fields sign-up and the multi-step
 * sign-up's first step both show, bound to the caller's form.
 */
export function AccountFields<T extends AccountFieldValues>({
  register,
  errors,
  autoFocus,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const message = (name: keyof AccountFieldValues) => errors[name]?.message as string | undefined;
  return (
    <>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoFocus={autoFocus}
        error={message('username')}
        {...register('username' as Path<T>)}
      />
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        error={message('email')}
        {...register('email' as Path<T>)}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="new-password"
        helperText={t('auth.passwordHint')}
        error={message('password')}
        {...register('password' as Path<T>)}
      />
    </>
  );
}
