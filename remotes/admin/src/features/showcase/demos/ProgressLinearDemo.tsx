import { useTranslation } from 'react-i18next';
import { LinearProgress } from '@atrium/ui';
import { COLORS, DemoSection } from './DemoSection';

export function ProgressLinearDemo() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DemoSection title={t('showcase.sections.indeterminate')}>
        <LinearProgress aria-label={t('showcase.progress.loading')} style={{ inlineSize: '100%' }} />
      </DemoSection>
      <DemoSection title={t('showcase.sections.determinate')}>
        {COLORS.map((color, i) => (
          <LinearProgress
            key={color}
            color={color}
            value={(i + 1) * 15}
            aria-label={t('showcase.progress.percent', { value: (i + 1) * 15 })}
            style={{ inlineSize: '100%' }}
          />
        ))}
      </DemoSection>
    </>
  );
}
