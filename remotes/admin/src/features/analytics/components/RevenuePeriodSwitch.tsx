import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { REVENUE_PERIODS, type RevenuePeriod } from '@atrium/contracts';
import { Button } from '@atrium/ui';

const Group = styled.div`
  display: inline-flex;
  gap: 0.25rem;
`;

/** Day / week / month toggle buttons; the ones the range is too long for are disabled. */
export function RevenuePeriodSwitch({
  value,
  allowed,
  onChange,
}: {
  value: RevenuePeriod;
  allowed: readonly RevenuePeriod[];
  onChange: (next: RevenuePeriod) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Group role="group" aria-label={t('analytics.revenue.period')}>
      {REVENUE_PERIODS.map((p) => (
        <Button
          key={p}
          size="sm"
          variant={p === value ? 'tonal' : 'text'}
          color={p === value ? 'primary' : 'secondary'}
          aria-pressed={p === value}
          disabled={!allowed.includes(p)}
          onClick={() => onChange(p)}
        >
          {t(`analytics.unit.${p}`)}
        </Button>
      ))}
    </Group>
  );
}
