import { useId, useState } from 'react';
import styled from 'styled-components';
import { IconBrandPaypal, IconCreditCard, IconWallet } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { Avatar, Card, CardContent, CardHeader, LinearProgress } from '@atrium/ui';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_CARDS_NS } from '../strings';
import { PeriodMenu, type Period } from './PeriodMenu';

const SCALE: Record<Period, number> = { today: 1, week: 7, month: 30, year: 365 };

const SOURCES = [
  { key: 'card', icon: IconCreditCard, color: 'primary', daily: 420 },
  { key: 'paypal', icon: IconBrandPaypal, color: 'info', daily: 260 },
  { key: 'wallet', icon: IconWallet, color: 'success', daily: 120 },
] as const;

const Rows = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 0.25rem 0.75rem;
  }
  li > :last-child {
    grid-column: 2 / -1;
  }
`;

/** Earnings by source for the period picked in the header's menu: the figures follow the choice. */
export function EarningsCard() {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  const titleId = useId();
  const { money } = useFormatters();
  const [period, setPeriod] = useState<Period>('week');
  const total = SOURCES.reduce((sum, s) => sum + s.daily, 0);
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{t('widgets.earnings.title')}</span>}
        subtitle={t('widgets.earnings.total', { amount: money(total * SCALE[period]) })}
        action={<PeriodMenu value={period} onChange={setPeriod} />}
      />
      <CardContent>
        <Rows>
          {SOURCES.map(({ key, icon: Icon, color, daily }) => (
            <li key={key}>
              <Avatar name={null} color={color} size={32} icon={<Icon size={18} aria-hidden="true" />} />
              <span>{t(`widgets.earnings.${key}`)}</span>
              <strong>{money(daily * SCALE[period])}</strong>
              <LinearProgress
                value={Math.round((daily / total) * 100)}
                color={color}
                height={4}
                aria-label={t(`widgets.earnings.${key}`)}
              />
            </li>
          ))}
        </Rows>
      </CardContent>
    </Card>
  );
}
