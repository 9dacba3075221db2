import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { changePercent, formatChangePercent, type ComparedFigure, type GoodDirection } from './periodFigures';

export interface PeriodChangeProps {
  /** The figure of the period and of the period before. */
  figure: ComparedFigure;
  /** The page's locale (the platform's `useFormatters().locale`): the percentage is written in it. */
  locale: string;
  /** Which way is good news (default up: green when it rises, red when it falls). */
  goodWhen?: GoodDirection;
  /** What a screen reader hears after the percentage (default "compared with the previous period"). */
  label?: string;
  /** `sm` beside a figure's name in a list; `md` (default) beside a headline figure. */
  size?: 'sm' | 'md';
}

const FONT_SIZES = { sm: '0.8125rem', md: '0.875rem' };

const Root = styled.span<{ $tone: 'success' | 'error' | 'secondary'; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  font-size: ${({ $size }) => FONT_SIZES[$size]};
  font-weight: 500;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.palette[$tone].text};
  /* The arrows point along the reading direction. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

/**
 * "↗ +12.5%" against the previous period: green when it moves the good way, red when not, grey when
 * flat; nothing when there was nothing before. A screen reader hears the percentage and what it compares.
 */
export function PeriodChange({ figure, locale, goodWhen = 'up', label, size = 'md' }: PeriodChangeProps) {
  const { t } = useTranslation('ui');
  const change = changePercent(figure);
  if (change === undefined) return null;
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const tone = direction === 'flat' ? 'secondary' : direction === goodWhen ? 'success' : 'error';
  const Arrow = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconMinus;
  return (
    <Root $tone={tone} $size={size}>
      <Arrow size={16} aria-hidden="true" />
      <span>{formatChangePercent(change, locale)}</span>
      <VisuallyHidden>{label ?? t('vsPreviousPeriod')}</VisuallyHidden>
    </Root>
  );
}
