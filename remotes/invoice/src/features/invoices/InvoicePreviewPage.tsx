import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowLeft, IconPencil, IconPrinter } from '@tabler/icons-react';
import { ApiError, Can, useFormatters } from '@atrium/platform';
import { Button, ButtonLink, Card, CardContent, ErrorState, PageHeader, Skeleton } from '@atrium/ui';
import { useInvoice } from './api/getInvoice';
import { InvoiceNotFound } from './components/InvoiceNotFound';
import { InvoiceStatusChip } from './components/InvoiceStatusChip';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 3fr) minmax(14rem, 1fr);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2rem;
  justify-content: space-between;
  padding-block: 1.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
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
    padding: 0.75rem 0;
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  th:last-child,
  td:last-child {
    text-align: end;
  }
`;

const H2 = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1rem;
  font-weight: 500;
`;

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  @media print {
    display: none;
  }
`;

/** One invoice as the client receives it, with print and edit. */
export default function InvoicePreviewPage() {
  const { t } = useTranslation('invoice');
  const { money, date } = useFormatters();
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
  const query = useInvoice(id);

  if (query.isLoading) return <Skeleton $height="30rem" $width="100%" />;
  if ((query.error instanceof ApiError && query.error.status === 404) || !Number.isInteger(id) || id <= 0) {
    return <InvoiceNotFound rawId={rawId} />;
  }
  if (query.error || !query.data)
    return <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />;

  const { invoice, paymentDetails } = query.data;
  return (
    <>
      <PageHeader
        title={t('preview.title', { id: invoice.id })}
        actions={
          <ButtonLink
            to="/apps/invoice/list"
            variant="text"
            startIcon={<IconArrowLeft size={18} className="flip-rtl" aria-hidden="true" />}
          >
            {t('actions.back')}
          </ButtonLink>
        }
      />
      <Layout>
        <Card>
          <CardContent>
            <Row style={{ paddingBlockStart: 0 }}>
              <div>
                <strong>Atrium</strong>
                <div>Office 149, 450 South Brand Brooklyn</div>
                <div>San Diego County, CA 91905, USA</div>
              </div>
              <Facts>
                <dt>{t('preview.status')}</dt>
                <dd>
                  <InvoiceStatusChip status={invoice.invoiceStatus} />
                </dd>
                <dt>{t('preview.issued')}</dt>
                <dd>{date(invoice.issuedDate)}</dd>
                <dt>{t('preview.due')}</dt>
                <dd>{date(invoice.dueDate)}</dd>
              </Facts>
            </Row>
            <Row>
              <div>
                <H2>{t('preview.invoiceTo')}</H2>
                <div>{invoice.client.name}</div>
                <div>{invoice.client.company}</div>
                <div>{invoice.client.address}</div>
                <div>{invoice.client.contact}</div>
                <div>{invoice.client.companyEmail}</div>
              </div>
              <div>
                <H2>{t('preview.billTo')}</H2>
                <Facts>
                  <dt>{t('preview.totalDue')}</dt>
                  <dd>{money(invoice.total)}</dd>
                  <dt>{t('preview.bank')}</dt>
                  <dd>{paymentDetails.bankName}</dd>
                  <dt>{t('preview.country')}</dt>
                  <dd>{paymentDetails.country}</dd>
                  <dt>{t('preview.iban')}</dt>
                  <dd>{paymentDetails.iban}</dd>
                  <dt>{t('preview.swift')}</dt>
                  <dd>{paymentDetails.swiftCode}</dd>
                </Facts>
              </div>
            </Row>
            <Lines>
              <thead>
                <tr>
                  <th scope="col">{t('preview.item')}</th>
                  <th scope="col">{t('preview.total')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{invoice.service}</td>
                  <td>{money(invoice.total)}</td>
                </tr>
                <tr>
                  <td>{t('preview.subtotal')}</td>
                  <td>{money(invoice.total)}</td>
                </tr>
                <tr>
                  <td>
                    <strong>{t('preview.balance')}</strong>
                  </td>
                  <td>
                    <strong>{money(invoice.balance)}</strong>
                  </td>
                </tr>
              </tbody>
            </Lines>
            <p>
              <strong>{t('preview.note')}:</strong> {t('preview.noteText')}
            </p>
          </CardContent>
        </Card>
        <Actions>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<IconPrinter size={18} aria-hidden="true" />}
            onClick={() => window.print()}
          >
            {t('actions.print')}
          </Button>
          <Can I="update" a="Invoice">
            <ButtonLink
              to={`/apps/invoice/edit/${invoice.id}`}
              startIcon={<IconPencil size={18} aria-hidden="true" />}
            >
              {t('actions.edit')}
            </ButtonLink>
          </Can>
        </Actions>
      </Layout>
    </>
  );
}
