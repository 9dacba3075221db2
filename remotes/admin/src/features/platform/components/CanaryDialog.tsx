import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformArea } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, Stack, toast } from '@atrium/ui';
import { FormDialog, FormTextField } from '@atrium/ui/forms';
import { useSetCanary } from '../api/setCanary';
import { canaryFormSchema, rolesOf, type CanaryForm } from '../platformForms';

const valuesOf = (area: PlatformArea): CanaryForm => {
  const canary = area.canary;
  // A new canary: the newest version that is not live is the likely one (the one just published).
  const version = canary?.version ?? Math.max(1, (area.live?.version ?? 2) - 1);
  return {
    version: String(version),
    percent: String(canary?.canary?.percent ?? 10),
    roles: canary?.canary?.roles.join(', ') ?? '',
  };
};

/**
 * Serves a version of an area to a share of users (the same users each time: by a hash of their id)
 * and/or to named roles, before it goes to everyone; or ends the canary.
 */
export function CanaryDialog({ area, onClose }: { area: PlatformArea | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSetCanary();
  const form = useZodForm<CanaryForm>(canaryFormSchema, 'admin', {
    defaultValues: { version: '', percent: '', roles: '' },
  });
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (area) reset(valuesOf(area));
  }, [area, reset]);

  const send = async (canary: Parameters<typeof save.mutateAsync>[0]['canary'], done: string) => {
    if (!area) return;
    try {
      await save.mutateAsync({ area: area.area, canary });
      toast.success(done);
      onClose();
    } catch (error) {
      applyApiError(error, form, { fields: ['version', 'percent', 'roles'] });
    }
  };
  const submit = handleSubmit((values) =>
    send(
      { version: Number(values.version), percent: Number(values.percent), roles: rolesOf(values.roles) },
      t('platform.canarySet', { area: area?.area }),
    ),
  );

  return (
    <FormDialog
      open={area !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('platform.canaryTitle', { area: area?.area })}
      description={t('platform.canaryText')}
      onSubmit={submit}
      error={errors.root?.server}
      submitLabel={t('platform.saveCanary')}
      cancelLabel={t('platform.cancel')}
      submitting={isSubmitting}
      extraActions={
        area?.canary && (
          <Button
            variant="tonal"
            color="error"
            onClick={() =>
              void send(
                { version: null, percent: 0, roles: [] },
                t('platform.canaryEnded', { area: area.area }),
              )
            }
          >
            {t('platform.endCanary')}
          </Button>
        )
      }
    >
      <Stack $gap={1.5}>
        <FormTextField
          control={control}
          name="version"
          label={t('platform.fields.version')}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="percent"
          label={t('platform.fields.percent')}
          inputMode="numeric"
        />
        <FormTextField
          control={control}
          name="roles"
          label={t('platform.fields.roles')}
          helperText={t('platform.fields.rolesHelp')}
        />
      </Stack>
    </FormDialog>
  );
}
