import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ColorName } from '../theme/theme';
import { Card } from './Card';
import { Skeleton } from './Skeleton';
import { VisuallyHidden } from './VisuallyHidden';

export interface StatTrend {
  /** The change: its sign says up (> 0), down (< 0) or no change (0). */
  value: number;
  /** The change as the user reads it, formatted by the caller (`+12.5%`, `-3`). */
  text: ReactNode;
  /** Which way is good news (default up: green when it rises, red when it falls). */
  goodWhen?: 'up' | 'down';
}

export interface StatCardProps {
  /** What the number is; also the card's accessible name. */
  title: string;
  value: ReactNode;
  /** An icon (aria-hidden) on a tonal tile in `color`. */
  icon?: ReactNode;
  color?: ColorName;
  /** A change since the previous period, with an arrow and the good/bad colour. */
  trend?: StatTrend;
  /** One line of detail under the value. */
  subtitle?: ReactNode;
  /** Content at the bottom of the card (a link, a small chart). */
  footer?: ReactNode;
  /** The value is being loaded: a placeholder instead of it, and the card says it is busy. */
  loading?: boolean;
  /**
   * `summary` (default, for list pages): title, value and detail, icon at the end.
   * `kpi` (dashboards): icon at the start, value, then title.
   * `vertical` (a narrow tile): icon on top, then value, title and detail, centred.
   */
  variant?: 'summary' | 'kpi' | 'vertical';
  /** A bar in `color` along the bottom edge. */
  accent?: boolean;
}

const Root = styled(Card)<{ $color: ColorName; $accent?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem 1.5rem;
  ${({ $accent, $color, theme }) =>
    $accent &&
    css`
      border-block-end: 3px solid ${theme.palette[$color].main};
    `}
`;

const Main = styled.div<{ $variant: 'summary' | 'kpi' }>`
  display: flex;
  align-items: ${({ $variant }) => ($variant === 'kpi' ? 'center' : 'flex-start')};
  justify-content: ${({ $variant }) => ($variant === 'kpi' ? 'flex-start' : 'space-between')};
  gap: 1rem;
  & > div {
    min-inline-size: 0;
  }
`;

const Title = styled.div`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

// A long figure (an amount in millions) is set smaller, so it stays on one line in a narrow card.
const LONG_VALUE = 9;

const Value = styled.div<{ $long?: boolean }>`
  font-size: ${({ $long }) => ($long ? '1.125rem' : '1.5rem')};
  font-weight: 500;
  line-height: 1.3;
  overflow-wrap: break-word;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Vertical = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  text-align: center;
  & > div {
    justify-content: center;
  }
`;

const SummaryValue = styled(Value)`
  margin-block: 0.25rem;
`;

const Detail = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const IconTile = styled.span<{ $color: ColorName }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme, $color }) => theme.palette[$color].main};
  background: ${({ theme, $color }) => theme.palette[$color].tonal};
`;

const TrendText = styled.span<{ $color: ColorName | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.125rem;
  font-weight: 500;
  color: ${({ theme, $color }) => theme.palette[$color].text};
`;

function Trend({ trend }: { trend: StatTrend }) {
  const { t } = useTranslation('ui');
  const direction = trend.value > 0 ? 'up' : trend.value < 0 ? 'down' : 'flat';
  const good = trend.goodWhen ?? 'up';
  const color = direction === 'flat' ? 'secondary' : direction === good ? 'success' : 'error';
  const Arrow = direction === 'up' ? IconArrowUpRight : direction === 'down' ? IconArrowDownRight : IconMinus;
  return (
    <TrendText $color={color}>
      <Arrow size={16} aria-hidden="true" />
      {/* The arrow is drawn; a screen reader hears the direction in words. */}
      <VisuallyHidden>
        {t(direction === 'up' ? 'trendUp' : direction === 'down' ? 'trendDown' : 'trendFlat')}
      </VisuallyHidden>
      <span>{trend.text}</span>
    </TrendText>
  );
}

/**
 * One figure on a card: a dashboard KPI or a list page's summary. A screen reader meets a group named
 * by the title, holding the value, the trend in words and the detail.
 */
export function StatCard({
  title,
  value,
  icon,
  color = 'primary',
  trend,
  subtitle,
  footer,
  loading,
  variant = 'summary',
  accent,
}: StatCardProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const shownValue = loading ? (
    <>
      <Skeleton $width="4rem" $height="1.5rem" aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </>
  ) : (
    value
  );
  const detail =
    trend || subtitle ? (
      <Detail>
        {trend && <Trend trend={trend} />}
        {subtitle && <span>{subtitle}</span>}
      </Detail>
    ) : null;
  const tile = icon ? (
    <IconTile $color={color} aria-hidden="true">
      {icon}
    </IconTile>
  ) : null;
  const long =
    !loading && (typeof value === 'string' || typeof value === 'number') && String(value).length > LONG_VALUE;
  return (
    <Root
      role="group"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      $color={color}
      $accent={accent}
    >
      {variant === 'vertical' ? (
        <Vertical>
          {tile}
          <Value $long={long}>{shownValue}</Value>
          <Title id={titleId}>{title}</Title>
          {detail}
        </Vertical>
      ) : variant === 'kpi' ? (
        <Main $variant="kpi">
          {tile}
          <div>
            <Value $long={long}>{shownValue}</Value>
            <Title id={titleId}>{title}</Title>
            {detail}
          </div>
        </Main>
      ) : (
        <Main $variant="summary">
          <div>
            <Title id={titleId}>{title}</Title>
            <SummaryValue $long={long}>{shownValue}</SummaryValue>
            {detail}
          </div>
          {tile}
        </Main>
      )}
      {footer}
    </Root>
  );
}
