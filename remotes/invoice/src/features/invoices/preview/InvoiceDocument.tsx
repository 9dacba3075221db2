import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { invoiceBalance, invoiceTotals, type Invoice, type PaymentDetails } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { InvoiceStatusChip } from '../components/InvoiceStatusChip';
import { ISSUER } from './issuer';

/** The attribute the print stylesheet keeps visible (everything else on the page is hidden on paper). */
export const PRINT_TARGET = 'data-invoice-document';

const Sheet = styled.article`
  display: grid;
  gap: 1.5rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem 2rem;
  justify-content: space-between;
  padding-block-end: 1.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
`;

const Block = styled.div`
  display: grid;
  gap: 0.2rem;
  align-content: start;
`;

const H2 = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1rem;
  font-weight: 600;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 0.35rem 1rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0;
  }
`;

const Lines = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.6rem 0.5rem;
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  th {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  th:first-child,
  td:first-child {
    padding-inline-start: 0;
  }
  th:last-child,
  td:last-child {
    padding-inline-end: 0;
  }
  .number {
    text-align: end;
    white-space: nowrap;
  }
`;

const Description = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
  white-space: pre-line;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: 1.5rem 2rem;
  justify-content: space-between;
  align-items: start;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 0.4rem 2rem;
  margin: 0;
  min-inline-size: 16rem;
  margin-inline-start: auto;
  dd {
    margin: 0;
    text-align: end;
    white-space: nowrap;
  }
  .strong {
    font-weight: 600;
    padding-block-start: 0.4rem;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const PaymentList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.4rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
`;

/**
 * One invoice as the client receives it: issuer, client, dates, the line items with their totals,
 * subtotal, discount, tax and total, the payments received and the balance, note and terms. The same
 * element is what the print stylesheet puts on paper. Line totals come from `invoiceTotals`, the one
 * arithmetic the editor and the API use; the invoice's own totals are the API's.
 */
export function InvoiceDocument({
  invoice,
  paymentDetails,
}: {
  invoice: Invoice;
  paymentDetails: PaymentDetails;
}) {
  const { t } = useTranslation('invoice');
  const { money, date, number } = useFormatters();
  const cash = (n: number) => money(n, invoice.currency);
  const { lines } = invoiceTotals(invoice);
  // Summed in whole cents by the same function the API uses for the balance; `0 -` and not `-` so that
  // nothing paid prints as 0, not as -0.
  const paid = 0 - invoiceBalance(0, invoice.payments);

  return (
    <Sheet {...{ [PRINT_TARGET]: '' }} aria-label={t('preview.documentLabel', { id: invoice.id })}>
      <Row>
        <Block>
          <H2>{ISSUER.name}</H2>
          {ISSUER.address.map((line) => (
            <div key={line}>{line}</div>
          ))}
          <div>{ISSUER.email}</div>
        </Block>
        <Facts>
          <dt>{t('preview.status')}</dt>
          <dd>
            <InvoiceStatusChip status={invoice.invoiceStatus} />
          </dd>
          <dt>{t('preview.issued')}</dt>
          <dd>{date(invoice.issuedDate)}</dd>
          <dt>{t('preview.due')}</dt>
          <dd>{date(invoice.dueDate)}</dd>
          {invoice.salesperson && (
            <>
              <dt>{t('preview.salesperson')}</dt>
              <dd>{invoice.salesperson}</dd>
            </>
          )}
        </Facts>
      </Row>
      <Row>
        <Block>
          <H2>{t('preview.invoiceTo')}</H2>
          <div>{invoice.client.name}</div>
          <div>{invoice.client.company}</div>
          <div>{invoice.client.address}</div>
          <div>{invoice.client.country}</div>
          <div>{invoice.client.contact}</div>
          <div>{invoice.client.companyEmail}</div>
        </Block>
        <Block>
          <H2>{t('preview.billTo')}</H2>
          <Facts>
            <dt>{t('preview.totalDue')}</dt>
            <dd>{cash(invoice.balance)}</dd>
            <dt>{t('preview.bank')}</dt>
            <dd>{paymentDetails.bankName}</dd>
            <dt>{t('preview.country')}</dt>
            <dd>{paymentDetails.country}</dd>
            <dt>{t('preview.iban')}</dt>
            <dd>{paymentDetails.iban}</dd>
            <dt>{t('preview.swift')}</dt>
            <dd>{paymentDetails.swiftCode}</dd>
          </Facts>
        </Block>
      </Row>
      <Lines aria-label={t('preview.items')}>
        <thead>
          <tr>
            <th scope="col">{t('preview.item')}</th>
            <th scope="col" className="number">
              {t('preview.cost')}
            </th>
            <th scope="col" className="number">
              {t('preview.quantity')}
            </th>
            <th scope="col" className="number">
              {t('preview.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, i) => (
            <tr key={i}>
              <td>
                <div>{item.name}</div>
                {item.description && <Description>{item.description}</Description>}
              </td>
              <td className="number">{cash(item.cost)}</td>
              <td className="number">{number(item.quantity)}</td>
              <td className="number">{cash(lines[i] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </Lines>
      <Bottom>
        <Block>
          <H2>{t('preview.paymentsReceived')}</H2>
          {invoice.payments.length ? (
            <PaymentList aria-label={t('preview.paymentsReceived')}>
              {invoice.payments.map((p) => (
                <li key={p.id}>
                  <span>
                    {t('preview.paymentLine', {
                      date: date(p.date),
                      method: t(`preview.methods.${p.method}`),
                    })}
                    {p.note && <Description>{p.note}</Description>}
                  </span>
                  <span>{cash(p.amount)}</span>
                </li>
              ))}
            </PaymentList>
          ) : (
            <Muted>{t('preview.noPayments')}</Muted>
          )}
        </Block>
        <Totals>
          <dt>{t('preview.subtotal')}</dt>
          <dd>{cash(invoice.subtotal)}</dd>
          <dt>{t('preview.discount', { percent: number(invoice.discount) })}</dt>
          <dd>{cash(0 - invoice.discountAmount)}</dd>
          <dt>{t('preview.tax', { percent: number(invoice.tax) })}</dt>
          <dd>{cash(invoice.taxAmount)}</dd>
          <dt className="strong">{t('preview.total')}</dt>
          <dd className="strong">{cash(invoice.total)}</dd>
          <dt>{t('preview.paymentsReceived')}</dt>
          <dd>{cash(paid)}</dd>
          <dt className="strong">{t('preview.balance')}</dt>
          <dd className="strong">{cash(invoice.balance)}</dd>
        </Totals>
      </Bottom>
      {(invoice.note || invoice.paymentTerms) && (
        <Row style={{ borderBlockEnd: 0, paddingBlockEnd: 0 }}>
          {invoice.note && (
            <Block>
              <H2>{t('preview.note')}</H2>
              <Text>{invoice.note}</Text>
            </Block>
          )}
          {invoice.paymentTerms && (
            <Block>
              <H2>{t('preview.terms')}</H2>
              <Text>{invoice.paymentTerms}</Text>
            </Block>
          )}
        </Row>
      )}
    </Sheet>
  );
}
