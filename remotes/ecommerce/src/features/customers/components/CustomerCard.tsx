import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconCurrencyDollar, IconShoppingCart } from '@tabler/icons-react';
import type { CustomerDetail } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { Avatar, Card, CardContent, Chip } from '@atrium/ui';
import { CountryCell } from './CountryCell';

const Head = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.35rem;
  text-align: center;
  h2 {
    margin: 0.75rem 0 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
  small {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Figures = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 1.5rem;
  margin-block: 1.5rem;
`;

const Figure = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  strong {
    display: block;
    font-weight: 500;
  }
  span.label {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const IconBox = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  color: ${({ theme }) => theme.palette.primary.main};
  background: ${({ theme }) => theme.palette.primary.tonal};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.6rem 0.75rem;
  margin: 0;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  dt {
    font-weight: 500;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
    overflow-wrap: anywhere;
  }
`;

/** The customer's card: who, orders and spending, contact details. */
export function CustomerCard({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  return (
    <Card>
      <CardContent>
        <Head>
          <Avatar name={customer.customer} src={customer.avatar || null} size={100} />
          <h2>{customer.customer}</h2>
          <small>{t('customers.details.customerId', { id: customer.customerId })}</small>
        </Head>
        <Figures>
          <Figure>
            <IconBox aria-hidden="true">
              <IconShoppingCart size={22} />
            </IconBox>
            <div>
              <strong>{number(customer.order)}</strong>
              <span className="label">{t('customers.columns.orders')}</span>
            </div>
          </Figure>
          <Figure>
            <IconBox aria-hidden="true">
              <IconCurrencyDollar size={22} />
            </IconBox>
            <div>
              <strong>{money(customer.totalSpent)}</strong>
              <span className="label">{t('customers.columns.totalSpent')}</span>
            </div>
          </Figure>
        </Figures>
        <Details>
          <dt>{t('customers.details.email')}</dt>
          <dd>{customer.email}</dd>
          <dt>{t('customers.details.status')}</dt>
          <dd>
            <Chip color="success">{t(`customers.status.${customer.status}`)}</Chip>
          </dd>
          <dt>{t('customers.details.contact')}</dt>
          <dd dir="ltr" style={{ textAlign: 'start' }}>
            {customer.contact}
          </dd>
          <dt>{t('customers.details.country')}</dt>
          <dd>
            <CountryCell country={customer.country} code={customer.countryCode} />
          </dd>
        </Details>
      </CardContent>
    </Card>
  );
}
