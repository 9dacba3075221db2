import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';

/** A PDF's text as PDF.js extracts it, Arabic shaped forms folded back to their letters (NFKC). */
async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text.normalize('NFKC');
  } finally {
    await parser.destroy();
  }
}

test('create an invoice for a customer found by search', { tag: '@invoice' }, async ({ page }) => {
  await login(page, ADMIN, '/apps/invoice/add');
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Customer' });

  // Any customer: the first the API suggests for "a", then found again by part of their name.
  await picker.fill('a');
  // A customer's suggestion shows their email under the name (the currency's options have none).
  const suggestions = page.getByRole('option').filter({ hasText: '@' });
  // The name is the suggestion's text before its description (email · country).
  const first = suggestions.first();
  const full = (await first.textContent())!;
  const name = full.slice(0, full.indexOf((await first.locator('small').textContent())!)).trim();
  await picker.fill(name.slice(0, 5));
  await suggestions.filter({ hasText: name }).first().click();
  await expect(page.getByLabel('Client details')).toContainText(name);

  const line = page.getByLabel('Line 1 of 1', { exact: true });
  await line.getByLabel('Item').fill('Onboarding workshop');
  await line.getByLabel('Cost').fill('400');
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('article', { name: `Invoice #${id}` })).toContainText(name);

  // Saved: the list finds it by the customer's name.
  await page.goto(`/apps/invoice/list?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row').filter({ hasText: `#${id}` })).toBeVisible();
});

test('an Arabic page downloads the invoice PDF in Arabic', { tag: '@invoice' }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await login(page, ADMIN, '/apps/invoice/preview/4987');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'تنزيل PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoice-4987.pdf');
  const text = await pdfText((await download.path())!);
  for (const words of ['الفاتورة رقم 4987', 'فاتورة إلى', 'المجموع الفرعي', 'الإجمالي', 'البند']) {
    expect(text).toContain(words);
  }
  expect(text).not.toContain('Subtotal');
});
