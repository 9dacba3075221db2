import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { CircularProgress } from '@atrium/ui';
import { DemoSection } from '../DemoSection';

export default function ProgressCircularDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <>
      <DemoSection title={t('sections.indeterminate')}>
        {[20, 32, 48].map((size) => (
          <CircularProgress key={size} size={size} aria-label={t('progress.loading')} />
        ))}
      </DemoSection>
      <DemoSection title={t('sections.determinate')}>
        {[25, 50, 75, 100].map((value) => (
          <CircularProgress key={value} value={value} aria-label={t('progress.percent', { value })} />
        ))}
      </DemoSection>
    </>
  );
}
