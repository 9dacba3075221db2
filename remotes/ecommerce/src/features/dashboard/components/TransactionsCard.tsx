import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Order } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardContent, CardHeader, Skeleton } from '@atrium/ui';
import { PaymentMethod, PaymentStatus } from '../../orders';

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
  .when {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** The latest payments: method with the card's last digits, state, amount and date. */
export function TransactionsCard({ orders, loading }: { orders: Order[]; loading: boolean }) {
  const { t } = useTranslation('ecommerce');
  const { money } = useFormatters();
  return (
    <Card>
      <CardHeader title={t('dashboard.transactions')} subtitle={t('dashboard.transactionsText')} />
      <CardContent>
        {loading ? (
          <Skeleton $height="12rem" />
        ) : (
          <List>
            {orders.map((o) => (
              <li key={o.id}>
                <PaymentMethod method={o.method} last4={o.methodNumber} />
                <span className="amount">{money(o.payment === 3 ? -o.spent : o.spent)}</span>
                <PaymentStatus payment={o.payment} />
                <span className="when">
                  {o.date} · {o.time}
                </span>
              </li>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
