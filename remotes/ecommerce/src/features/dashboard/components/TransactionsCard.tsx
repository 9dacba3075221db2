import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { DashboardCard, MutedText } from '@atrium/ui';
import { orderPlacedAt, PaymentMethod, PaymentStatus } from '../../orders';
import { useRecentOrders } from '../api/getRecentOrders';

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.25rem 1rem;
    align-items: center;
  }
  .amount {
    font-weight: 500;
    text-align: end;
  }
`;

/** The period's latest payments: method and card digits, state, amount (a refund negative), when. */
export function TransactionsCard({ period }: { period: EcommerceDashboardQuery }) {
  const { t } = useTranslation('ecommerce');
  const { money, date } = useStoreFormatters();
  const query = useRecentOrders(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('dashboard.transactions')}
      subtitle={t('dashboard.transactionsText')}
      state={query}
      skeletonHeight={280}
    >
      {data &&
        (data.orders.length === 0 ? (
          <MutedText>{t('dashboard.empty')}</MutedText>
        ) : (
          <List aria-label={t('dashboard.transactions')}>
            {data.orders.map((o) => (
              <li key={o.id}>
                <PaymentMethod method={o.method} last4={o.methodNumber} />
                <span className="amount">{money(o.payment === 3 ? -o.spent : o.spent)}</span>
                <PaymentStatus payment={o.payment} />
                <MutedText style={{ textAlign: 'end' }}>
                  {date(orderPlacedAt(o), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })}
                </MutedText>
              </li>
            ))}
          </List>
        ))}
    </DashboardCard>
  );
}
