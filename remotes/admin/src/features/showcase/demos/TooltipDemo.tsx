import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from '@atrium/ui';
import { DemoSection } from './DemoSection';

const SIDES = ['top', 'bottom', 'left', 'right'] as const;

export function TooltipDemo() {
  const { t } = useTranslation('admin');
  return (
    <DemoSection title={t('showcase.sections.placement')}>
      {SIDES.map((side) => (
        <Tooltip
          key={side}
          side={side}
          content={t('showcase.tooltip.text', { side: t(`showcase.tooltip.${side}`) })}
        >
          <Button variant="outlined">{t(`showcase.tooltip.${side}`)}</Button>
        </Tooltip>
      ))}
    </DemoSection>
  );
}
