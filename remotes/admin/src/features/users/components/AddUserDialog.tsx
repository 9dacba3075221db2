import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { USER_PLANS, USER_ROLES, userSaveSchema, type UserSave } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Dialog, DialogActions, Grid, Select, TextField, toast } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import { useSaveUser } from '../api/saveUser';

const Columns = styled(Grid).attrs({ $min: '13rem', $gap: 1 })``;

const EMPTY: UserSave = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
};

/** Adds a user: validated at each field; the server's field errors (a taken email) land at the field. */
export function AddUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const save = useSaveUser();
  const form = useZodForm<UserSave>(userSaveSchema, 'admin', { defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (user) => {
    try {
      const created = await save.mutateAsync({ user });
      toast.success(t('users.added', { name: created.fullName }));
      reset(EMPTY);
      onOpenChange(false);
    } catch (e) {
      applyApiError(e, form);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('users.addTitle')} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
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
            options={USER_ROLES.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
            {...register('role')}
            error={errors.role?.message}
          />
          <Select
            label={t('users.fields.plan')}
            options={USER_PLANS.map((p) => ({ value: p, label: t(`users.plan.${p}`) }))}
            {...register('currentPlan')}
            error={errors.currentPlan?.message}
          />
        </Columns>
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('users.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('users.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
