import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { Button, toast } from '@atrium/ui';
import { DemoSection, SEVERITIES } from '../DemoSection';

export default function SnackbarDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <>
      <DemoSection title={t('sections.severities')}>
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
      </DemoSection>
    </>
  );
}
