import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { LinearProgress } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';

export default function ProgressLinearDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <>
      <DemoSection title={t('sections.indeterminate')}>
        <LinearProgress aria-label={t('progress.loading')} style={{ inlineSize: '100%' }} />
      </DemoSection>
      <DemoSection title={t('sections.determinate')}>
        {COLORS.map((color, i) => (
          <LinearProgress
            key={color}
            color={color}
            value={(i + 1) * 15}
            aria-label={t('progress.percent', { value: (i + 1) * 15 })}
            style={{ inlineSize: '100%' }}
          />
        ))}
      </DemoSection>
    </>
  );
}
