import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { PeriodFigure } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { VisuallyHidden } from '@atrium/ui';
import { changePercent } from './figures';

const Root = styled.span<{ $tone: 'success' | 'error' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${({ theme, $tone }) => theme.palette[$tone].text};
  /* The arrows point along the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/** "↗ +12.5%" against the previous period: green when it moves the good way, red when not. */
export function FigureChange({
  figure,
  goodWhen = 'up',
}: {
  figure: PeriodFigure;
  goodWhen?: 'up' | 'down';
}) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const change = changePercent(figure);
  if (change === undefined) return null;
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const tone = direction === 'flat' ? 'secondary' : direction === goodWhen ? 'success' : 'error';
  const Arrow = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconMinus;
  return (
    <Root $tone={tone}>
      <Arrow size={16} aria-hidden="true" />
      <span>
        {number(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })}
      </span>
      <VisuallyHidden>{t('logistics.vsPrevious')}</VisuallyHidden>
    </Root>
  );
}
