import { useTranslation } from 'react-i18next';
import { Button, toast } from '@atrium/ui';
import { DemoSection, SEVERITIES } from './DemoSection';

export function SnackbarDemo() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DemoSection title={t('showcase.sections.severities')}>
        {SEVERITIES.map((severity) => (
          <Button
            key={severity}
            color={severity}
            variant="tonal"
            onClick={() => toast[severity](t(`showcase.snackbar.${severity}`))}
          >
            {t(`showcase.colors.${severity}`)}
          </Button>
        ))}
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
