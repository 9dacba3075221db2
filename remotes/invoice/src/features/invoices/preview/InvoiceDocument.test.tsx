import { screen, within } from '@testing-library/react';
import { renderPage, setupI18n } from '../../../testing/kit';
import { InvoiceDocument } from './InvoiceDocument';
import { invoiceFixture, paymentDetailsFixture } from './invoiceFixture';

describe('InvoiceDocument', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  it('shows each item with its cost, quantity and line total', () => {
    renderPage(<InvoiceDocument invoice={invoiceFixture()} paymentDetails={paymentDetailsFixture} />);
    const table = screen.getByRole('table', { name: 'Items' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(
      /Website design\s*Home and product pages\s*\$1,200\.00\s*1\s*\$1,200\.00/,
    );
    expect(rows[1]).toHaveTextContent(/Hosting\s*\$19\.99\s*12\s*\$239\.88/);
    expect(rows[2]).toHaveTextContent(/Consulting\s*Hours on site\s*\$85\.00\s*2\.5\s*\$212\.50/);
  });

  it('shows subtotal, discount, tax, total, the payments received and the balance', () => {
    renderPage(<InvoiceDocument invoice={invoiceFixture()} paymentDetails={paymentDetailsFixture} />);
    const invoice = screen.getByRole('article', { name: 'Invoice #5100' });
    const amountOf = (label: string) => within(invoice).getByText(label).nextElementSibling;
    expect(amountOf('Subtotal')).toHaveTextContent('$1,652.38');
    expect(amountOf('Discount (10%)')).toHaveTextContent('-$165.24');
    expect(amountOf('Tax (20%)')).toHaveTextContent('$297.43');
    expect(amountOf('Total')).toHaveTextContent('$1,784.57');
    expect(amountOf('Balance due')).toHaveTextContent('$1,284.57');
    const payments = within(invoice).getByRole('list', { name: 'Payments received' });
    expect(within(payments).getByRole('listitem')).toHaveTextContent(
      /Mar 10, 2026 · Bank transfer\s*Deposit\s*\$500\.00/,
    );
  });

  it('shows the client, dates, note and terms, and amounts in the invoice’s currency', () => {
    renderPage(
      <InvoiceDocument
        invoice={invoiceFixture({ currency: 'EUR', payments: [] })}
        paymentDetails={paymentDetailsFixture}
      />,
    );
    const invoice = screen.getByRole('article', { name: 'Invoice #5100' });
    expect(within(invoice).getByText('Analytical Engines Ltd')).toBeInTheDocument();
    expect(within(invoice).getByText('ada@engines.example')).toBeInTheDocument();
    expect(within(invoice).getByText('Mar 31, 2026')).toBeInTheDocument();
    expect(within(invoice).getByText('Thank you for your business.')).toBeInTheDocument();
    expect(within(invoice).getByText('Net 30')).toBeInTheDocument();
    expect(within(invoice).getByText('No payments received yet')).toBeInTheDocument();
    expect(within(invoice).getByText('Total').nextElementSibling).toHaveTextContent('€1,784.57');
  });
});
