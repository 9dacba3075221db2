import { Grid } from '../layout/Grid';
import { StatCard, type StatCardProps } from './StatCard';

export interface StatCardRowProps {
  /** The cards, in order; each a StatCard's props (`title` is also its key). */
  cards: readonly StatCardProps[];
  /** `summary` above a list, `kpi` on a dashboard (accented): how every card of the row looks. */
  variant?: 'summary' | 'kpi';
  /** The narrowest a card gets before the row wraps. */
  minCardWidth?: string;
  className?: string;
}

/** The row of figures at the top of a list page or a dashboard: cards that wrap on narrow screens. */
export function StatCardRow({
  cards,
  variant = 'summary',
  minCardWidth = '14rem',
  className,
}: StatCardRowProps) {
  return (
    <Grid $min={minCardWidth} className={className}>
      {cards.map((card) => (
        <StatCard key={card.title} variant={variant} accent={variant === 'kpi'} {...card} />
      ))}
    </Grid>
  );
}
