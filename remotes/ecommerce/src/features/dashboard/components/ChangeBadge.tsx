import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { VisuallyHidden } from '@atrium/ui';
import { changePercent } from './periodChange';

const Root = styled.span<{ $tone: 'success' | 'error' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  font-size: 0.875rem;
  font-weight: 500;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.palette[$tone].text};
  /* The arrows point along the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/** "↗ 12.5%" against the previous period: green when it rises, red when it falls; nothing from zero. */
export function ChangeBadge({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation('ecommerce');
  const { number } = useFormatters();
  const change = changePercent(current, previous);
  if (change === undefined) return null;
  const tone = change > 0 ? 'success' : change < 0 ? 'error' : 'secondary';
  const Arrow = change > 0 ? IconArrowUpRight : change < 0 ? IconArrowDownRight : IconMinus;
  return (
    <Root $tone={tone}>
      <Arrow size={16} aria-hidden="true" />
      <span>
        {number(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })}
      </span>
      <VisuallyHidden>{t('dashboard.vsPrevious')}</VisuallyHidden>
    </Root>
  );
}
