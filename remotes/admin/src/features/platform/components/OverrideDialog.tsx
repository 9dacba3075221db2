import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformArea } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Stack } from '@atrium/ui';
import { FormDialog, FormTextField } from '@atrium/ui/forms';
import { useSetOverride } from '../api/setOverride';
import { overrideFormSchema, type OverrideForm } from '../platformForms';
import { reloadPage } from '../reloadPage';

/**
 * Loads another build of one area in this session only (testing a build in production): the API
 * allows only the origins its operator listed, and the page, reloaded to take the build, shows a
 * banner for as long as the override lasts.
 */
export function OverrideDialog({ area, onClose }: { area: PlatformArea | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSetOverride();
  const form = useZodForm<OverrideForm>(overrideFormSchema, 'admin', { defaultValues: { manifest: '' } });
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (area) reset({ manifest: area.override?.manifest ?? '' });
  }, [area, reset]);

  const submit = handleSubmit(async ({ manifest }) => {
    if (!area) return;
    try {
      await save.mutateAsync({ area: area.area, manifest });
      reloadPage();
    } catch (error) {
      applyApiError(error, form, { fields: ['manifest'] });
    }
  });

  return (
    <FormDialog
      open={area !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('platform.overrideTitle', { area: area?.area })}
      description={t('platform.overrideText')}
      onSubmit={submit}
      error={errors.root?.server}
      submitLabel={t('platform.startOverride')}
      cancelLabel={t('platform.cancel')}
      submitting={isSubmitting}
    >
      <Stack $gap={1.5}>
        <FormTextField
          control={control}
          name="manifest"
          label={t('platform.fields.manifest')}
          dir="ltr"
          placeholder="http://localhost:3002/mf-manifest.json"
        />
      </Stack>
    </FormDialog>
  );
}
