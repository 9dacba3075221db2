import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconCloudUpload } from '@tabler/icons-react';
import { Button, toast } from '@atrium/ui';
import { DemoSection, SEVERITIES } from '../DemoSection';

// A save that takes a moment, to show the loading toast turning into its result.
const slowSave = (succeed: boolean) =>
  new Promise<void>((resolve, reject) => setTimeout(() => (succeed ? resolve() : reject(new Error())), 1500));

export default function SnackbarDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const track = (succeed: boolean) =>
    toast.promise(slowSave(succeed), {
      loading: t('snackbar.uploading'),
      success: t('snackbar.uploaded'),
      error: t('snackbar.uploadFailed'),
    });
  return (
    <>
      <DemoSection title={t('sections.severities')}>
        <Button variant="outlined" color="secondary" onClick={() => toast(t('snackbar.plain'))}>
          {t('snackbar.default')}
        </Button>
        {SEVERITIES.map((severity) => (
          <Button
            key={severity}
            color={severity}
            variant="tonal"
            onClick={() => toast[severity](t(`snackbar.${severity}`))}
          >
            {t(`colors.${severity}`)}
          </Button>
        ))}
      </DemoSection>
      <DemoSection title={t('sections.withAction')}>
        <Button
          onClick={() =>
            toast(t('snackbar.archived'), {
              action: {
                label: t('snackbar.undo'),
                onClick: () => toast.info(t('snackbar.restored')),
              },
            })
          }
        >
          {t('snackbar.archive')}
        </Button>
        <Button
          variant="tonal"
          color="error"
          onClick={() =>
            toast.error(t('snackbar.sendFailed'), {
              action: { label: t('snackbar.retry'), onClick: () => toast.success(t('snackbar.sent')) },
            })
          }
        >
          {t('snackbar.send')}
        </Button>
      </DemoSection>
      <DemoSection title={t('snackbar.withDescription')}>
        <Button
          variant="tonal"
          color="success"
          onClick={() =>
            toast.success(t('snackbar.invoiceSent'), { description: t('snackbar.invoiceDetail') })
          }
        >
          {t('snackbar.sendInvoice')}
        </Button>
        <Button
          variant="tonal"
          color="info"
          onClick={() =>
            toast.info(t('snackbar.update'), { description: t('snackbar.updateDetail'), duration: Infinity })
          }
        >
          {t('snackbar.persistent')}
        </Button>
      </DemoSection>
      <DemoSection title={t('snackbar.loading')}>
        <Button startIcon={<IconCloudUpload size={18} aria-hidden="true" />} onClick={() => track(true)}>
          {t('snackbar.upload')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => track(false)}>
          {t('snackbar.uploadBroken')}
        </Button>
        <Button variant="text" color="secondary" onClick={() => toast.dismiss()}>
          {t('snackbar.dismissAll')}
        </Button>
      </DemoSection>
    </>
  );
}
