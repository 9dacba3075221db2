import { IconChevronDown } from '@tabler/icons-react';
import { Button, Menu, MenuRadioGroup, MenuRadioItem } from '@atrium/ui';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_CARDS_NS } from '../strings';

export const PERIODS = ['today', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

/** A card header's period switch: a button naming the period, opening a menu of the others. */
export function PeriodMenu({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  return (
    <Menu
      label={t('widgets.period.label')}
      trigger={
        <Button
          size="sm"
          variant="tonal"
          aria-label={t('widgets.period.current', { period: t(`widgets.period.${value}`) })}
          endIcon={<IconChevronDown size={16} aria-hidden="true" />}
        >
          {t(`widgets.period.${value}`)}
        </Button>
      }
    >
      <MenuRadioGroup value={value} onValueChange={(next) => onChange(next as Period)}>
        {PERIODS.map((period) => (
          <MenuRadioItem key={period} value={period}>
            {t(`widgets.period.${period}`)}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
