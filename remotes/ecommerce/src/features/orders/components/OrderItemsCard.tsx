import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { OrderDetailResponse } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { Avatar, Card, CardHeader } from '@atrium/ui';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  margin-block-start: 1rem;
  th,
  td {
    padding: 0.75rem 1.5rem;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
  }
  th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
  }
  .num {
    text-align: end;
    white-space: nowrap;
  }
`;

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  small {
    display: block;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 0.5rem 2rem;
  margin: 0;
  padding: 1.25rem 1.5rem 1.5rem;
  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: 500;
  }
  .total {
    font-size: 1.0625rem;
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

/** The order's items and its totals. */
export function OrderItemsCard({ detail }: { detail: OrderDetailResponse }) {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  const { items, totals } = detail;
  return (
    <Card>
      <CardHeader title={t('orders.details.items')} />
      <div style={{ overflowX: 'auto' }}>
        <Table aria-label={t('orders.details.items')}>
          <thead>
            <tr>
              <th scope="col">{t('orders.details.product')}</th>
              <th scope="col" className="num">
                {t('orders.details.price')}
              </th>
              <th scope="col" className="num">
                {t('orders.details.qty')}
              </th>
              <th scope="col" className="num">
                {t('orders.details.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.productId}>
                <td>
                  <Product>
                    <Avatar name={item.productName} src={item.image} size={34} />
                    <div>
                      {item.productName}
                      <small>{item.productBrand}</small>
                    </div>
                  </Product>
                </td>
                <td className="num">{money(item.price)}</td>
                <td className="num">{number(item.qty)}</td>
                <td className="num">{money(item.price * item.qty)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <Totals>
        <dt>{t('orders.details.subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
        <dt>{t('orders.details.discount')}</dt>
        <dd>{money(totals.discount)}</dd>
        <dt>{t('orders.details.tax')}</dt>
        <dd>{money(totals.tax)}</dd>
        <dt>{t('orders.details.shipping')}</dt>
        <dd>{totals.shipping ? money(totals.shipping) : t('orders.details.freeShipping')}</dd>
        <dt className="total">{t('orders.details.total')}</dt>
        <dd className="total">{money(totals.total)}</dd>
      </Totals>
    </Card>
  );
}
