import { useState } from 'react';
import { z } from 'zod';
import { useZodForm } from '@atrium/platform/forms';
import { Button, Dialog, DialogActions, Stack, toast } from '@atrium/ui';
import { FormTextField } from '@atrium/ui/forms';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from '../strings';

// Messages are keys of the section's namespace: they read in the page's language.
const inviteSchema = z.object({
  name: z.string().trim().min(1, 'dialog.errors.nameRequired'),
  email: z.string().trim().min(1, 'dialog.errors.emailRequired').email('dialog.errors.emailInvalid'),
});

type Invite = z.input<typeof inviteSchema>;

const EMPTY: Invite = { name: '', email: '' };

/** A dialog holding a validated form: an invitation sent only when both fields are right. */
export function DialogFormExample() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [open, setOpen] = useState(false);
  const { control, handleSubmit, reset } = useZodForm<Invite>(inviteSchema, SHOWCASE_COMPONENTS_NS, {
    defaultValues: EMPTY,
  });
  const close = () => {
    setOpen(false);
    reset(EMPTY);
  };
  const submit = handleSubmit((values) => {
    toast.success(t('dialog.invited', { email: values.email }));
    close();
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('dialog.invite')}</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        size="sm"
        title={t('dialog.inviteTitle')}
        description={t('dialog.inviteText')}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack $gap={1}>
            <FormTextField control={control} name="name" label={t('dialog.name')} autoComplete="off" />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('dialog.email')}
              autoComplete="off"
            />
          </Stack>
          <DialogActions>
            <Button variant="tonal" color="secondary" onClick={close}>
              {t('dialog.cancelInvite')}
            </Button>
            <Button type="submit">{t('dialog.send')}</Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
