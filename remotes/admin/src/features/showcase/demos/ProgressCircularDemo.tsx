import { useTranslation } from 'react-i18next';
import { CircularProgress } from '@atrium/ui';
import { DemoSection } from './DemoSection';

export function ProgressCircularDemo() {
  const { t } = useTranslation('admin');
  return (
    <>
      <DemoSection title={t('showcase.sections.indeterminate')}>
        {[20, 32, 48].map((size) => (
          <CircularProgress key={size} size={size} aria-label={t('showcase.progress.loading')} />
        ))}
      </DemoSection>
      <DemoSection title={t('showcase.sections.determinate')}>
        {[25, 50, 75, 100].map((value) => (
          <CircularProgress
            key={value}
            value={value}
            aria-label={t('showcase.progress.percent', { value })}
          />
        ))}
      </DemoSection>
    </>
  );
}
