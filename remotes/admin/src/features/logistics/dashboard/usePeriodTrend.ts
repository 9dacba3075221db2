import { useCallback } from 'react';
import type { PeriodFigure } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import type { StatTrend } from '@atrium/ui';
import { changePercent } from './figures';

/** A StatCard trend from a figure and the previous period's (none when there was nothing before). */
export function usePeriodTrend() {
  const { number } = useFormatters();
  return useCallback(
    (figure: PeriodFigure, goodWhen: 'up' | 'down' = 'up'): StatTrend | undefined => {
      const change = changePercent(figure);
      if (change === undefined) return undefined;
      return {
        value: change,
        goodWhen,
        text: number(change / 100, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
      };
    },
    [number],
  );
}
