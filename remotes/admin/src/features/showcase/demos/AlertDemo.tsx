import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@atrium/ui';
import { DemoSection, SEVERITIES } from './DemoSection';

export function AlertDemo() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(true);
  return (
    <>
      <DemoSection title={t('showcase.sections.severities')}>
        {SEVERITIES.map((s) => (
          <Alert key={s} severity={s} style={{ inlineSize: '100%' }}>
            {t('showcase.alert.text', { severity: t(`showcase.colors.${s}`) })}
          </Alert>
        ))}
      </DemoSection>
      <DemoSection title={t('showcase.sections.titleAndClose')}>
        {open ? (
          <Alert
            severity="warning"
            title={t('showcase.alert.title')}
            closable
            onClose={() => setOpen(false)}
            style={{ inlineSize: '100%' }}
          >
            {t('showcase.alert.closable')}
          </Alert>
        ) : (
          <Button variant="tonal" onClick={() => setOpen(true)}>
            {t('showcase.alert.showAgain')}
          </Button>
        )}
      </DemoSection>
    </>
  );
}
