import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';

/**
 * An invoice from first line to paid, as an admin does it: three lines, a discount and tax; the
 * preview's total; the PDF's text; sending it by email; two payments; the list's date filter.
 */
const ITEMS = [
  { name: 'Website redesign', cost: '1200', quantity: '1' },
  { name: 'Hosting', cost: '25', quantity: '12' },
  { name: 'Support hours', cost: '80', quantity: '2.5' },
];
// 1,200 + 300 + 200 = 1,700; less 10% = 1,530; plus 20% tax = 1,836.
const TOTAL = '$1,836.00';

test(
  'an invoice is written, previewed, downloaded, sent and paid, and found by its issue date',
  { tag: '@invoice' },
  async ({ page }) => {
    await login(page, ADMIN, '/apps/invoice/add');
    await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
    // The client is a customer, found by typing (any will do: the first suggested for "a").
    await page.getByRole('combobox', { name: 'Customer' }).fill('a');
    await page.getByRole('option').filter({ hasText: '@' }).first().click();
    const issued = await page.getByLabel('Date issued').inputValue();

    for (const [i, item] of ITEMS.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add item' }).click();
      const line = page.getByLabel(`Line ${i + 1} of ${i + 1}`, { exact: true });
      await line.getByLabel('Item').fill(item.name);
      await line.getByLabel('Cost').fill(item.cost);
      await line.getByLabel('Quantity or hours').fill(item.quantity);
    }
    await page.getByLabel('Discount (%)').fill('10');
    await page.getByLabel('Tax (%)').fill('20');
    await expect(page.getByText(TOTAL).first()).toBeVisible();

    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const invoice = page.getByRole('article', { name: `Invoice #${id}` });
    await expect(invoice).toContainText(TOTAL);
    await expect(invoice).toContainText('Support hours');

    // The PDF holds the lines and the total as text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${id}.pdf`);
    const pdf = await readFile((await download.path())!, 'latin1');
    expect(pdf).toContain('(Website redesign)');
    expect(pdf).toContain(`(${TOTAL})`);

    // Sent by email: it is in the admin's Sent folder, and the invoice says Sent.
    await page.getByRole('button', { name: 'Send invoice' }).click();
    const send = page.getByRole('dialog', { name: `Send invoice #${id}` });
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(send).toHaveCount(0);
    await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();

    // A partial payment, then the rest.
    await page.getByRole('button', { name: 'Add payment' }).click();
    let pay = page.getByRole('dialog', { name: `Add payment to invoice #${id}` });
    await pay.getByLabel('Amount').fill('1000');
    await pay.getByLabel('Payment method').selectOption('Bank transfer');
    await pay.getByRole('button', { name: 'Add payment' }).click();
    await expect(pay).toHaveCount(0);
    await expect(page.getByText('Partial payment', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add payment' }).click();
    pay = page.getByRole('dialog', { name: `Add payment to invoice #${id}` });
    await expect(pay.getByLabel('Amount')).toHaveValue('836');
    await pay.getByLabel('Payment method').selectOption('Credit card');
    await pay.getByRole('button', { name: 'Add payment' }).click();
    await expect(pay).toHaveCount(0);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();

    await page.goto('/apps/email/filter/sent');
    await page.getByText(`Invoice #${id} from Atrium`).first().click();
    await expect(page.getByRole('button', { name: `Download invoice-${id}.pdf` })).toBeVisible();

    // The list, filtered by the issue date: the invoice is there; its status and its balance say Paid.
    await page.goto(`/apps/invoice/list?start=${issued}&end=${issued}`);
    const row = page.getByRole('row').filter({ hasText: `#${id}` });
    await expect(row).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toHaveCount(2);
  },
);
