import { useState } from 'react';
import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconBell } from '@tabler/icons-react';
import { Alert, Button, toast } from '@atrium/ui';
import { DemoSection, SEVERITIES } from '../DemoSection';

const VARIANTS = ['tonal', 'outlined', 'solid'] as const;

const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
  inline-size: 100%;
`;

export default function AlertDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [open, setOpen] = useState(true);
  return (
    <>
      {VARIANTS.map((variant) => (
        <DemoSection key={variant} title={t(`alert.${variant}`)}>
          <Stack>
            {SEVERITIES.map((s) => (
              <Alert key={s} severity={s} variant={variant}>
                {t('alert.text', { severity: t(`colors.${s}`) })}
              </Alert>
            ))}
          </Stack>
        </DemoSection>
      ))}
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
      <DemoSection title={t('alert.actions')}>
        <Stack>
          <Alert
            severity="warning"
            title={t('alert.expiringTitle')}
            action={
              <Button size="sm" color="warning" onClick={() => toast.success(t('alert.renewed'))}>
                {t('alert.renew')}
              </Button>
            }
          >
            {t('alert.expiring')}
          </Alert>
          <Alert
            severity="error"
            variant="outlined"
            action={
              <Button size="sm" variant="text" color="error" onClick={() => toast.info(t('alert.retried'))}>
                {t('alert.retry')}
              </Button>
            }
          >
            {t('alert.syncFailed')}
          </Alert>
        </Stack>
      </DemoSection>
      <DemoSection title={t('alert.icons')}>
        <Stack>
          <Alert severity="info" icon={<IconBell size={22} aria-hidden="true" style={{ flex: 'none' }} />}>
            {t('alert.customIcon')}
          </Alert>
          <Alert severity="success" icon={false}>
            {t('alert.noIcon')}
          </Alert>
        </Stack>
      </DemoSection>
    </>
  );
}
