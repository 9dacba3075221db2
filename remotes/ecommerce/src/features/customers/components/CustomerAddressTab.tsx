import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CustomerDetail } from '@atrium/contracts';
import { Card, CardContent, CardHeader, Chip } from '@atrium/ui';
import { PaymentMethod } from '../../orders';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  padding-block: 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  &:last-child {
    border-block-end: 0;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** The customer's addresses and saved payment methods. */
export function CustomerAddressTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('ecommerce');
  const country = t(`customers.country.${customer.country}`, { defaultValue: customer.country });
  const last4 = 1000 + (customer.customerId % 9000);
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <Card>
        <CardHeader title={t('customers.address.addressBook')} as="h3" />
        <CardContent>
          <Row>
            <div>
              <strong>{t('customers.address.home')}</strong>{' '}
              <Chip color="success">{t('customers.address.default')}</Chip>
              <p>
                {customer.customer}, {country}
              </p>
            </div>
          </Row>
          <Row>
            <div>
              <strong>{t('customers.address.office')}</strong>
              <p>
                {customer.customer}, {country}
              </p>
            </div>
          </Row>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={t('customers.address.paymentMethods')} as="h3" />
        <CardContent>
          <Row>
            <PaymentMethod method="mastercard" last4={last4} />
            <Chip color="primary">{t('customers.address.primary')}</Chip>
          </Row>
          <Row>
            <PaymentMethod method="paypalLogo" last4={((last4 * 7) % 9000) + 1000} />
          </Row>
        </CardContent>
      </Card>
    </div>
  );
}
