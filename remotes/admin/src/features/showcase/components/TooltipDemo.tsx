import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { Button, Tooltip } from '@atrium/ui';
import { DemoSection } from '../DemoSection';

const SIDES = ['top', 'bottom', 'left', 'right'] as const;

export default function TooltipDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  return (
    <DemoSection title={t('sections.placement')}>
      {SIDES.map((side) => (
        <Tooltip key={side} side={side} content={t('tooltip.text', { side: t(`tooltip.${side}`) })}>
          <Button variant="outlined">{t(`tooltip.${side}`)}</Button>
        </Tooltip>
      ))}
    </DemoSection>
  );
}
