import { Route } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { currentLocation, renderPage, setupI18n, startMockApi } from '../../testing/kit';
import InvoicePreviewPage from './InvoicePreviewPage';

const preview = (id: number, options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<InvoicePreviewPage />, {
    url: `/apps/invoice/preview/${id}`,
    path: '/apps/invoice/preview/:id',
    ...options,
  });

const invoiceInDb = (id: number) => db.invoices.find((i) => i.id === id)!;

describe('InvoicePreviewPage', () => {
  beforeAll(async () => {
    await startMockApi();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the invoice’s items and its total', async () => {
    const stored = invoiceInDb(5029);
    preview(5029);
    const invoice = await screen.findByRole('article', { name: 'Invoice #5029' });
    const rows = within(within(invoice).getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(rows).toHaveLength(stored.items.length + 1);
    expect(rows[1]).toHaveTextContent(stored.items[0].name);
    expect(within(invoice).getByText('Total').nextElementSibling).toHaveTextContent(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: stored.currency }).format(stored.total),
    );
  });

  it('puts a print stylesheet that keeps only the invoice on the page while it is shown', async () => {
    const { unmount } = preview(5029);
    await screen.findByRole('article', { name: 'Invoice #5029' });
    const css = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css()).toMatch(/@media print/);
    expect(css()).toMatch(/\[data-invoice-document\]/);
    unmount();
    expect(css()).not.toMatch(/data-invoice-document/);
  });

  it('downloads a PDF named by invoice number, holding the items and the total as text', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs: these stand in for the browser's, to catch the file handed over.
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:invoice';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const stored = invoiceInDb(5029);
    preview(5029);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(names).toEqual(['invoice-5029.pdf']));
    const text = await files[0].text();
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(`(${stored.items[0].name})`);
    expect(text).toContain('($1,646.02)');
    click.mockRestore();
  });

  it('prints with the browser’s print', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    preview(5029);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  describe('send', () => {
    it('sends the invoice by email, prefilled, and marks it sent', async () => {
      const user = userEvent.setup();
      preview(5029);
      await user.click(await screen.findByRole('button', { name: 'Send invoice' }));
      expect(currentLocation()).toBe('/apps/invoice/preview/5029?send=1');
      const drawer = await screen.findByRole('dialog', { name: 'Send invoice #5029' });
      expect(within(drawer).getByRole('textbox', { name: 'To' })).toHaveValue(
        'tomas.novak@northwindtraders.com',
      );
      expect(within(drawer).getByRole('textbox', { name: 'Subject' })).toHaveValue(
        'Invoice #5029 from Atrium',
      );
      expect(
        (within(drawer).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value,
      ).toContain('invoice #5029 for $1,646.02, due on');
      expect(within(drawer).getByRole('group', { name: 'Attachment' })).toHaveTextContent('invoice-5029.pdf');

      await user.click(within(drawer).getByRole('button', { name: 'Send' }));
      expect(
        await screen.findByText('Invoice #5029 was sent to tomas.novak@northwindtraders.com'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentLocation()).toBe('/apps/invoice/preview/5029');
      const sent = db.emails.at(-1)!;
      expect(sent).toMatchObject({ folder: 'sent', subject: 'Invoice #5029 from Atrium' });
      expect(sent.to[0].email).toBe('tomas.novak@northwindtraders.com');
      // The PDF goes with the message, kept in the mailbox's file store (read by its bytes: a PDF).
      expect(sent.attachments).toEqual([
        expect.objectContaining({
          fileName: 'invoice-5029.pdf',
          type: 'application/pdf',
          id: expect.any(String),
        }),
      ]);
      expect(invoiceInDb(5029).invoiceStatus).toBe('Sent');
      const invoice = screen.getByRole('article', { name: 'Invoice #5029' });
      expect(await within(invoice).findByText('Sent')).toBeInTheDocument();
    });

    it('opens from the address (?send=1) and checks the fields', async () => {
      const user = userEvent.setup();
      preview(5029, { url: '/apps/invoice/preview/5029?send=1' });
      const drawer = await screen.findByRole('dialog', { name: 'Send invoice #5029' });
      const to = within(drawer).getByRole('textbox', { name: 'To' });
      const subject = within(drawer).getByRole('textbox', { name: 'Subject' });
      await user.clear(to);
      await user.type(to, 'not an email');
      await user.clear(subject);
      await user.click(within(drawer).getByRole('button', { name: 'Send' }));
      expect(await within(drawer).findByText('Enter a valid email address')).toBeInTheDocument();
      expect(within(drawer).getByText('Enter a subject')).toBeInTheDocument();
      expect(invoiceInDb(5029).invoiceStatus).toBe('Draft');
    });

    it('is not offered to someone who may not write emails', async () => {
      preview(5029, {
        url: '/apps/invoice/preview/5029?send=1',
        rules: [{ action: 'manage', subject: 'Invoice' }],
      });
      await screen.findByRole('article', { name: 'Invoice #5029' });
      expect(screen.queryByRole('button', { name: 'Send invoice' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('add payment', () => {
    it('records a part payment, then the rest: the balance goes down and the invoice is paid', async () => {
      const user = userEvent.setup();
      preview(5029);
      const invoice = await screen.findByRole('article', { name: 'Invoice #5029' });
      await user.click(screen.getByRole('button', { name: 'Add payment' }));
      let drawer = await screen.findByRole('dialog', { name: 'Add payment to invoice #5029' });
      expect(within(drawer).getByText('Balance due: $1,646.02')).toBeInTheDocument();
      const amount = within(drawer).getByRole('spinbutton', { name: 'Amount' });
      expect(amount).toHaveValue(1646.02);
      await user.clear(amount);
      await user.type(amount, '646.02');
      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Payment method' }), 'Cash');
      await user.type(within(drawer).getByRole('textbox', { name: 'Note' }), 'First part');
      await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));

      expect(await screen.findByText('A payment of $646.02 was added to invoice #5029')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(invoice).getByText('Balance due').nextElementSibling).toHaveTextContent('$1,000.00');
      expect(within(invoice).getByText('Partial payment')).toBeInTheDocument();
      expect(
        within(within(invoice).getByRole('list', { name: 'Payments received' })).getByRole('listitem'),
      ).toHaveTextContent(/Cash\s*First part\s*\$646\.02/);

      await user.click(screen.getByRole('button', { name: 'Add payment' }));
      drawer = await screen.findByRole('dialog', { name: 'Add payment to invoice #5029' });
      expect(within(drawer).getByRole('spinbutton', { name: 'Amount' })).toHaveValue(1000);
      await user.selectOptions(
        within(drawer).getByRole('combobox', { name: 'Payment method' }),
        'Bank transfer',
      );
      await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(invoice).getByText('Balance due').nextElementSibling).toHaveTextContent('$0.00');
      expect(within(invoice).getByText('Paid')).toBeInTheDocument();
      expect(invoiceInDb(5029)).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
      expect(screen.getByRole('button', { name: 'Add payment' })).toBeDisabled();
    });

    it('refuses an empty amount, more than the balance and no method, at the fields', async () => {
      const user = userEvent.setup();
      preview(5029);
      await user.click(await screen.findByRole('button', { name: 'Add payment' }));
      const drawer = await screen.findByRole('dialog', { name: 'Add payment to invoice #5029' });
      const amount = within(drawer).getByRole('spinbutton', { name: 'Amount' });
      await user.clear(amount);
      await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
      expect(await within(drawer).findByText('Enter the amount paid')).toBeInTheDocument();
      expect(within(drawer).getByText('Choose a payment method')).toBeInTheDocument();

      await user.type(amount, '2000');
      await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
      expect(
        await within(drawer).findByText('The amount cannot be more than the balance due ($1,646.02)'),
      ).toBeInTheDocument();
      expect(invoiceInDb(5029).payments).toHaveLength(0);
    });

    it('shows the API’s refusal at the amount when the balance changed meanwhile', async () => {
      const user = userEvent.setup();
      preview(5029);
      await user.click(await screen.findByRole('button', { name: 'Add payment' }));
      const drawer = await screen.findByRole('dialog', { name: 'Add payment to invoice #5029' });
      // Someone else records most of it after this page loaded.
      const stored = invoiceInDb(5029);
      Object.assign(stored, {
        balance: 46.02,
        payments: [{ id: 999, amount: 1600, date: '2026-01-02', method: 'Cash', note: '' }],
      });
      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Payment method' }), 'Cash');
      await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));
      expect(
        await within(drawer).findByText('The amount cannot be more than the balance due ($46.02)'),
      ).toBeInTheDocument();
      expect(within(drawer).getByRole('spinbutton', { name: 'Amount' })).toHaveAccessibleDescription(
        'The amount cannot be more than the balance due ($46.02)',
      );
    });
  });

  it('duplicates the invoice and opens the copy in the editor', async () => {
    const user = userEvent.setup();
    const before = db.invoices.length;
    preview(5029, {
      extraRoutes: <Route path="/apps/invoice/edit/:id" element={<p>Editor</p>} />,
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Editor')).toBeInTheDocument();
    const copy = db.invoices.at(-1)!;
    expect(db.invoices).toHaveLength(before + 1);
    expect(currentLocation()).toBe(`/apps/invoice/edit/${copy.id}`);
    expect(copy).toMatchObject({ invoiceStatus: 'Draft', payments: [], items: invoiceInDb(5029).items });
  });

  it('offers only download and print to someone who may only read invoices', async () => {
    preview(5029, { rules: [{ action: 'read', subject: 'Invoice' }] });
    const actions = await screen.findByRole('group', { name: 'Invoice actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download PDF', 'Print']);
    expect(within(actions).queryByRole('link')).not.toBeInTheDocument();
  });
});
