import { useTranslation } from 'react-i18next';
import { Button, toast } from '@atrium/ui';
import { DemoSection } from './DemoSection';

export function SnackbarDemo() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DemoSection title={t('showcase.sections.severities')}>
        <Button color="success" variant="tonal" onClick={() => toast.success(t('showcase.snackbar.success'))}>
          {t('showcase.colors.success')}
        </Button>
        <Button color="info" variant="tonal" onClick={() => toast.info(t('showcase.snackbar.info'))}>
          {t('showcase.colors.info')}
        </Button>
        <Button color="warning" variant="tonal" onClick={() => toast.warning(t('showcase.snackbar.warning'))}>
          {t('showcase.colors.warning')}
        </Button>
        <Button color="error" variant="tonal" onClick={() => toast.error(t('showcase.snackbar.error'))}>
          {t('showcase.colors.error')}
        </Button>
      </DemoSection>
      <DemoSection title={t('showcase.sections.withAction')}>
        <Button
          onClick={() =>
            toast(t('showcase.snackbar.archived'), {
              action: {
                label: t('showcase.snackbar.undo'),
                onClick: () => toast.info(t('showcase.snackbar.restored')),
              },
            })
          }
        >
          {t('showcase.snackbar.archive')}
        </Button>
      </DemoSection>
    </>
  );
}
