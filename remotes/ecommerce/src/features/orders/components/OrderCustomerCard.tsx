import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderDetailResponse } from '@atrium/contracts';
import { useAbility } from '@atrium/platform';
import { Avatar, Card, CardContent, CardHeader } from '@atrium/ui';

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 1rem;
  small {
    display: block;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Info = styled.dl`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  dt {
    font-weight: 500;
  }
  dd {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.palette.text.secondary};
    overflow-wrap: anywhere;
  }
`;

/** Who placed the order, with a link to the customer's details (for someone who may read them). */
export function OrderCustomerCard({ detail }: { detail: OrderDetailResponse }) {
  const { t } = useTranslation('ecommerce');
  const { order, customerId, contact } = detail;
  // The customer's page is for someone who may read customers; anyone else gets the name alone.
  const canReadCustomer = useAbility().can('read', 'Customer');
  return (
    <Card>
      <CardHeader title={t('orders.details.customer')} as="h3" />
      <CardContent>
        <Who>
          <Avatar name={order.customer} src={order.avatar || null} size={42} />
          <div>
            {customerId && canReadCustomer ? (
              <Link to={`/apps/ecommerce/customer/details/${customerId}`}>{order.customer}</Link>
            ) : (
              order.customer
            )}
            {customerId ? <small>{t('orders.details.customerId', { id: customerId })}</small> : null}
          </div>
        </Who>
        <Info>
          <dt>{t('orders.details.email')}</dt>
          <dd>{order.email}</dd>
          <dt>{t('orders.details.contact')}</dt>
          <dd dir="ltr" style={{ textAlign: 'start' }}>
            {contact}
          </dd>
        </Info>
      </CardContent>
    </Card>
  );
}
