import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  USER_BILLING,
  USER_PLANS,
  USER_STATUSES,
  userRevision,
  type User,
  type UserSave,
} from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { applyApiError, useEditConflict, useZodForm } from '@atrium/platform/forms';
import { Button, Grid, Select, TextField, toast } from '@atrium/ui';
import { EditConflict, FormErrorAlert } from '@atrium/ui/forms';
import { useCreateUser } from '../api/createUser';
import { useUpdateUser } from '../api/updateUser';
import { useRoleNames } from '../api/getRoleNames';
import { PasswordPairFields } from './PasswordPairFields';
import { useRoleLabel } from './useRoleLabel';
import { newUserFormSchema, type NewUserFormValues } from './userFormSchema';

const Columns = styled(Grid).attrs({ $min: '13rem', $gap: 1 })``;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-block-start: 1.5rem;
`;

const EMPTY: NewUserFormValues = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: '',
  currentPlan: 'basic',
  status: 'pending',
  billing: 'Auto debit',
  password: '',
  confirmPassword: '',
};

/** The fields the form edits, with their labels: what an edit conflict names. */
const LABELS = {
  fullName: 'users.fields.fullName',
  username: 'users.fields.username',
  email: 'users.fields.email',
  contact: 'users.fields.contact',
  company: 'users.fields.company',
  country: 'users.fields.country',
  role: 'users.fields.role',
  currentPlan: 'users.fields.plan',
  status: 'users.fields.status',
  billing: 'users.fields.billing',
} as const satisfies Partial<Record<keyof User, string>>;

const valuesOf = (user: User): NewUserFormValues => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  contact: user.contact,
  company: user.company,
  country: user.country,
  role: user.role,
  currentPlan: user.currentPlan,
  status: user.status,
  billing: user.billing,
  password: '',
  confirmPassword: '',
});

/**
 * The API's refusals it words in English and the form can say in the page's language: a taken email
 * or username (409), a role removed meanwhile (400 on `role`).
 */
const TRANSLATED: Record<string, string> = {
  '409 email': 'users.errors.emailTaken',
  '409 username': 'users.errors.usernameTaken',
  '400 role': 'users.errors.roleGone',
};

/**
 * A user's fields (the spec's, role from the roles there are, plan, status, billing), validated at each
 * field; a new user also gets an initial password. Saves with POST (new) or PUT (`user` given); the
 * API's field errors land at their fields.
 */
export function UserForm({
  user,
  onSaved,
  onCancel,
}: {
  /** The user to edit; without one, the form adds a user. */
  user?: User;
  onSaved: (user: User) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const roles = useRoleNames();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useZodForm<NewUserFormValues>(newUserFormSchema, 'admin', {
    defaultValues: user ? valuesOf(user) : EMPTY,
  });
  // A save names the revision of the user as this form opened (or last loaded) it, and the API refuses
  // it (412) when someone else has saved the user since.
  const edit = useEditConflict(userRevision, user);
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const roleNames = roles.data ?? [];
  const roleChoices = user && !roleNames.includes(user.role) ? [user.role, ...roleNames] : roleNames;

  const submit = form.handleSubmit(async ({ password, confirmPassword: _confirm, ...fields }) => {
    const body: UserSave = { ...fields, avatar: user?.avatar ?? '' };
    try {
      const saved = user
        ? await update.mutateAsync({ id: user.id, user: body, revision: edit.revision() })
        : await create.mutateAsync(password ? { ...body, password } : body);
      edit.saved(saved);
      toast.success(t(user ? 'users.saved' : 'users.added', { name: saved.fullName }));
      onSaved(saved);
    } catch (e) {
      if (edit.caught(e)) return;
      const known =
        e instanceof ApiError
          ? Object.keys(e.fieldErrors).filter((field) => TRANSLATED[`${e.status} ${field}`])
          : [];
      if (e instanceof ApiError && known.length === Object.keys(e.fieldErrors).length && known.length) {
        for (const field of known)
          setError(field as FieldPath<NewUserFormValues>, {
            type: 'server',
            message: t(TRANSLATED[`${e.status} ${field}`]),
          });
      } else if (e instanceof ApiError && e.status === 403 && Object.keys(e.fieldErrors).length) {
        // A grant the caller may not make (a role beyond their own rights, their own role, a plan
        // without billing rights): the API's words say which, above the form.
        setError('root.server', { type: 'rejected', message: e.message });
      } else {
        applyApiError(e, form);
      }
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={user ? t('users.editTitle', { name: user.fullName }) : t('users.addTitle')}
    >
      <EditConflict
        conflict={edit.conflict}
        labels={Object.fromEntries(Object.entries(LABELS).map(([field, key]) => [field, t(key)]))}
        onLoadTheirs={() => form.reset(valuesOf(edit.takeTheirs()))}
        onKeepMine={() => {
          edit.takeTheirs();
          void submit();
        }}
      />
      <FormErrorAlert error={errors.root?.server} style={{ marginBlockEnd: '1rem' }} />
      <Columns>
        <TextField
          label={t('users.fields.fullName')}
          autoComplete="name"
          {...register('fullName')}
          error={errors.fullName?.message}
        />
        <TextField
          label={t('users.fields.username')}
          autoComplete="username"
          {...register('username')}
          error={errors.username?.message}
        />
        <TextField
          label={t('users.fields.email')}
          type="email"
          autoComplete="email"
          {...register('email')}
          error={errors.email?.message}
        />
        <TextField
          label={t('users.fields.contact')}
          type="tel"
          autoComplete="tel"
          {...register('contact')}
          error={errors.contact?.message}
        />
        <TextField
          label={t('users.fields.company')}
          autoComplete="organization"
          {...register('company')}
          error={errors.company?.message}
        />
        <TextField
          label={t('users.fields.country')}
          autoComplete="country-name"
          {...register('country')}
          error={errors.country?.message}
        />
        <Select
          label={t('users.fields.role')}
          placeholder={t('users.chooseRole')}
          options={roleChoices.map((r) => ({ value: r, label: roleLabel(r) }))}
          {...register('role')}
          error={errors.role?.message}
        />
        <Select
          label={t('users.fields.plan')}
          options={USER_PLANS.map((p) => ({ value: p, label: t(`users.plan.${p}`) }))}
          {...register('currentPlan')}
          error={errors.currentPlan?.message}
        />
        <Select
          label={t('users.fields.status')}
          options={USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
          {...register('status')}
          error={errors.status?.message}
        />
        <Select
          label={t('users.fields.billing')}
          options={USER_BILLING.map((b) => ({ value: b, label: t(`users.billing.${b}`) }))}
          {...register('billing')}
          error={errors.billing?.message}
        />
        {!user && (
          <PasswordPairFields
            form={form}
            label={t('users.fields.password')}
            helperText={t('users.passwordHint')}
          />
        )}
      </Columns>
      <Actions>
        <Button variant="tonal" color="secondary" onClick={onCancel}>
          {t('users.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {user ? t('users.save') : t('users.submit')}
        </Button>
      </Actions>
    </form>
  );
}
