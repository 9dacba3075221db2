import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { Alert, Button } from '@atrium/ui';
import { DemoSection, SEVERITIES } from '../DemoSection';

export default function AlertDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [open, setOpen] = useState(true);
  return (
    <>
      <DemoSection title={t('sections.severities')}>
        {SEVERITIES.map((s) => (
          <Alert key={s} severity={s} style={{ inlineSize: '100%' }}>
            {t('alert.text', { severity: t(`colors.${s}`) })}
          </Alert>
        ))}
      </DemoSection>
      <DemoSection title={t('sections.titleAndClose')}>
        {open ? (
          <Alert
            severity="warning"
            title={t('alert.title')}
            closable
            onClose={() => setOpen(false)}
            style={{ inlineSize: '100%' }}
          >
            {t('alert.closable')}
          </Alert>
        ) : (
          <Button variant="tonal" onClick={() => setOpen(true)}>
            {t('alert.showAgain')}
          </Button>
        )}
      </DemoSection>
    </>
  );
}
