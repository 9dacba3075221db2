import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { server } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { currentLocation, setupI18n, startMockApi } from '../../../testing/kit';
import { renderEditorPage } from './renderEditorPage';

// No pause between keystrokes (the editor is typed into a lot), and no computed-style walk up the page
// before each click (pointer events are not what these test).
const userEvent = userEventLib.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const location = () => currentLocation();
const itemFields = () => screen.getAllByRole('combobox', { name: 'Item' });
const costFields = () => screen.getAllByRole('spinbutton', { name: 'Cost' });
const quantityFields = () => screen.getAllByRole('spinbutton', { name: 'Quantity or hours' });

async function openNew() {
  renderEditorPage('/apps/invoice/add');
  await screen.findByRole('heading', { level: 1, name: 'New invoice' });
}

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

/** The amount shown next to a totals label (Subtotal, Total…). */
function amountOf(label: RegExp) {
  const summary = screen.getByLabelText('Totals');
  const term = within(summary).getByText(label);
  return term.nextElementSibling?.textContent;
}

/** Types part of a customer's name into the picker and picks them from the API's answer. */
async function chooseCustomer(customer = db.customers[42]) {
  const part = customer.customer.slice(0, 5);
  await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), part);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(customer.customer) }));
  return customer;
}

describe('invoice editor', () => {
  beforeAll(async () => {
    await startMockApi();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it("writes a new invoice in the store's currency, at its tax rate", async () => {
    db.ecommerceSettings.store.currency = 'EUR';
    db.ecommerceSettings.store.taxRate = 20;
    await openNew();
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    expect(screen.getByRole('spinbutton', { name: /Tax/ })).toHaveValue(20);
    expect(amountOf(/Total/)).toMatch(/€/);
  });

  it('shows the next free invoice number and one empty line', async () => {
    const next = Math.max(...db.invoices.map((i) => i.id)) + 1;
    await openNew();
    expect(await screen.findByText(`Invoice #${next}`)).toBeInTheDocument();
    expect(itemFields()).toHaveLength(1);
  });

  it('adds and removes lines, focus going to the line to type in', async () => {
    await openNew();
    await userEvent.type(itemFields()[0], 'Design');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(itemFields()).toHaveLength(2);
    expect(itemFields()[1]).toHaveFocus();
    await userEvent.type(itemFields()[1], 'Hosting');
    await typeInto(costFields()[1], '50.5');

    await userEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(itemFields()).toHaveLength(1);
    expect(itemFields()[0]).toHaveValue('Hosting');
    expect(itemFields()[0]).toHaveFocus();
    expect(amountOf(/^Subtotal/)).toBe('$50.50');
    // The last line cannot go: an invoice has at least one.
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
  });

  it('computes the totals as you type: discount before tax, in the invoice currency', async () => {
    await openNew();
    await typeInto(costFields()[0], '100');
    await typeInto(quantityFields()[0], '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await typeInto(costFields()[1], '50.5');
    expect(screen.getAllByRole('status', { name: 'Line total' }).map((o) => o.textContent)).toEqual([
      '$200.00',
      '$50.50',
    ]);
    expect(amountOf(/^Subtotal/)).toBe('$250.50');

    await typeInto(screen.getByRole('spinbutton', { name: 'Discount (%)' }), '10');
    await typeInto(screen.getByRole('spinbutton', { name: 'Tax (%)' }), '20');
    // 250.50 − 25.05 = 225.45; tax 45.09; total 270.54.
    expect(amountOf(/^Discount/)).toBe('-$25.05');
    expect(amountOf(/^Tax/)).toBe('$45.09');
    expect(amountOf(/^Total$/)).toBe('$270.54');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(amountOf(/^Total$/)).toBe('€270.54');
  });

  it('fills a catalog service’s description and cost on an empty line', async () => {
    await openNew();
    await userEvent.type(itemFields()[0], 'UI/UX Design');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Wireframes and a clickable prototype',
    );
    expect(costFields()[0]).toHaveValue(80);
  });

  it('reorders lines with the Move buttons and Alt+Arrow keys, focus following the line', async () => {
    await openNew();
    await userEvent.type(itemFields()[0], 'Alpha');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(itemFields()[1], 'Beta');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(itemFields()[2], 'Gamma');

    await userEvent.click(screen.getByRole('button', { name: 'Move line 1 down' }));
    expect(itemFields().map((f) => (f as HTMLInputElement).value)).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(screen.getByRole('button', { name: 'Move line 2 down' })).toHaveFocus();
    expect(screen.getByText('Line 1 moved to position 2')).toHaveAttribute('role', 'status');

    // At the bottom its Move down is disabled: focus falls to Move up.
    await userEvent.keyboard('{Enter}');
    expect(itemFields().map((f) => (f as HTMLInputElement).value)).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(screen.getByRole('button', { name: 'Move line 3 up' })).toHaveFocus();

    await userEvent.click(itemFields()[2]);
    await userEvent.keyboard('{Alt>}{ArrowUp}{ArrowUp}{/Alt}');
    expect(itemFields().map((f) => (f as HTMLInputElement).value)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(itemFields()[0]).toHaveFocus();
  });

  it('says what is missing or wrong before saving', async () => {
    await openNew();
    const issued = screen.getByLabelText('Date issued');
    fireEvent.change(screen.getByLabelText('Date due'), { target: { value: '2025-01-01' } });
    fireEvent.change(issued, { target: { value: '2025-02-01' } });
    await typeInto(quantityFields()[0], '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter or choose an item')).toBeInTheDocument();
    expect(screen.getByText('The quantity must be more than 0')).toBeInTheDocument();
    expect(screen.getByText('Choose the client to bill')).toBeInTheDocument();
    expect(screen.getByText('The due date must be on or after the issue date')).toBeInTheDocument();
    expect(location()).toBe('/apps/invoice/add');
  });

  it('finds a customer by part of their name, bills them, and the saved invoice shows them', async () => {
    await openNew();
    const customer = await chooseCustomer();
    expect(screen.getByLabelText('Client details')).toHaveTextContent(customer.email);
    await userEvent.type(itemFields()[0], 'Consulting');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(location()).toMatch(/^\/apps\/invoice\/preview\/\d+$/));
    const id = Number(location()!.match(/preview\/(\d+)/)![1]);
    expect(db.invoices.find((i) => i.id === id)!.client).toMatchObject({
      customerId: customer.customerId,
      name: customer.customer,
      companyEmail: customer.email,
    });
  });

  it('says so when no customer matches', async () => {
    await openNew();
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'zzqx');
    expect(await screen.findByText('No customer matches')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    await openNew();
    await userEvent.type(itemFields()[0], 'Consulting');
    await userEvent.click(screen.getByRole('link', { name: 'Back to invoices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(location()).toBe('/apps/invoice/add');
    expect(itemFields()[0]).toHaveValue('Consulting');

    await userEvent.click(screen.getByRole('link', { name: 'Back to invoices' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(location()).toBe('/apps/invoice/list'));
  });

  it('saves a new invoice through the API and opens it to send', async () => {
    await openNew();
    const { email } = await chooseCustomer();
    await userEvent.type(itemFields()[0], 'Software Development');
    await typeInto(quantityFields()[0], '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save and send' }));

    await waitFor(() => expect(location()).toMatch(/^\/apps\/invoice\/preview\/\d+\?send=1$/));
    const id = Number(location()!.match(/preview\/(\d+)/)![1]);
    const saved = db.invoices.find((i) => i.id === id)!;
    expect(saved.client.companyEmail).toBe(email);
    expect(saved.items).toEqual([
      {
        name: 'Software Development',
        description: 'Feature work on the client portal',
        cost: 95,
        quantity: 3,
      },
    ]);
    // 285 of lines, taxed at the store's rate (7.5 %) as a new invoice is.
    expect(saved.tax).toBe(7.5);
    expect(saved.total).toBe(306.38);
    expect(saved.invoiceStatus).toBe('Draft');
  });

  it('edits an invoice: its values loaded, Save keeps the editor open', async () => {
    const invoice = db.invoices[0];
    renderEditorPage(`/apps/invoice/edit/${invoice.id}`);
    await screen.findByRole('heading', { level: 1, name: `Edit invoice #${invoice.id}` });
    expect(itemFields()).toHaveLength(invoice.items.length);
    expect(itemFields()[0]).toHaveValue(invoice.items[0].name);

    await typeInto(screen.getByRole('textbox', { name: 'Salesperson' }), 'Grace Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Invoice #${invoice.id} was saved`)).toBeInTheDocument();
    expect(location()).toBe(`/apps/invoice/edit/${invoice.id}`);
    expect(db.invoices.find((i) => i.id === invoice.id)!.salesperson).toBe('Grace Hopper');

    // Saved: leaving asks nothing.
    await userEvent.click(screen.getByRole('link', { name: 'Back to invoices' }));
    await waitFor(() => expect(location()).toBe('/apps/invoice/list'));
  });

  it('when someone else saved the invoice meanwhile, says what they changed and saves mine only when told', async () => {
    const invoice = db.invoices[0];
    const myNote = invoice.note;
    renderEditorPage(`/apps/invoice/edit/${invoice.id}`);
    await screen.findByRole('heading', { level: 1, name: `Edit invoice #${invoice.id}` });
    // Someone else changes the note and the terms while this editor is open.
    Object.assign(db.invoices[0], { note: 'Theirs', paymentTerms: 'Net 60' });
    await typeInto(screen.getByRole('textbox', { name: 'Salesperson' }), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('They changed Note and Payment terms. Nothing of yours is saved yet.');
    expect(db.invoices[0].salesperson).not.toBe('Mine');

    await userEvent.click(within(conflict).getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText(`Invoice #${invoice.id} was saved`)).toBeInTheDocument();
    // Over theirs: the editor's values, its note included.
    expect(db.invoices[0]).toMatchObject({ salesperson: 'Mine', note: myNote });
  });
});
