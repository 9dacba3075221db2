import { useId, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { useFormatters } from '@atrium/platform';
import { BigFigure, Card, CardContent, CardHeader, FigureHeadline, MutedText } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_CARDS_NS } from '../strings';
import { PeriodMenu, type Period } from './PeriodMenu';

const FIGURES: Record<Period, { sold: number; target: number }> = {
  today: { sold: 3_120, target: 5_000 },
  week: { sold: 28_450, target: 35_000 },
  month: { sold: 96_300, target: 120_000 },
  year: { sold: 1_032_000, target: 1_400_000 },
};

const Body = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: 1rem;
`;

/** Sales against the target for a period picked in the header's menu, with a radial progress. */
export function SalesTargetCard() {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  const titleId = useId();
  const theme = useTheme();
  const { money, number } = useFormatters();
  const [period, setPeriod] = useState<Period>('month');
  const { sold, target } = FIGURES[period];
  const share = Math.round((sold / target) * 100);
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{t('widgets.target.title')}</span>}
        subtitle={t(`widgets.period.${period}`)}
        action={<PeriodMenu value={period} onChange={setPeriod} />}
      />
      <CardContent>
        <Body>
          <div>
            <FigureHeadline>
              <BigFigure>{money(sold)}</BigFigure>
            </FigureHeadline>
            <MutedText>{t('widgets.target.of', { target: money(target) })}</MutedText>
          </div>
          <Chart
            type="radialBar"
            height={160}
            width={150}
            label={t('widgets.target.chart', { share: number(share / 100, { style: 'percent' }) })}
            series={[share]}
            options={{
              colors: [theme.palette.success.main],
              labels: [t('widgets.target.reached')],
              plotOptions: {
                radialBar: {
                  hollow: { size: '58%' },
                  dataLabels: {
                    name: { fontSize: '12px', offsetY: 18 },
                    value: {
                      fontSize: '20px',
                      offsetY: -12,
                      formatter: (v: number) => number(v / 100, { style: 'percent' }),
                    },
                  },
                },
              },
            }}
          />
        </Body>
      </CardContent>
    </Card>
  );
}
