import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { AnalyticsFigure } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { VisuallyHidden } from '@atrium/ui';
import { changePercent } from './periodChange';

const Root = styled.span<{ $tone: 'success' | 'error' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme, $tone }) => theme.palette[$tone].text};
  /* The arrows point along the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/** "↗ 12.5%" against the previous period, green when it rises (red when `goodWhen` is down). */
export function PeriodChange({
  figure,
  goodWhen = 'up',
}: {
  figure: AnalyticsFigure;
  goodWhen?: 'up' | 'down';
}) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const change = changePercent(figure);
  if (change === undefined) return null;
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const tone = direction === 'flat' ? 'secondary' : direction === goodWhen ? 'success' : 'error';
  const Arrow = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconMinus;
  const text = number(change / 100, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return (
    <Root $tone={tone}>
      <Arrow size={16} aria-hidden="true" />
      <span>{text}</span>
      <VisuallyHidden>{t('analytics.vsPrevious')}</VisuallyHidden>
    </Root>
  );
}
