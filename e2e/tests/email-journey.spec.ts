import { type Locator } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';
import { seriousViolations } from '../support/axe';

/**
 * Email as a person uses it: open Sent by its short URL, answer a message with a file attached, find
 * the answer in Sent; start a message, close it, and find it kept in Draft.
 */
test('reply with an attachment from Sent, then keep a draft', { tag: '@email' }, async ({ page }) => {
  await login(page, ADMIN, '/apps/email/sent');
  await expect(page.getByRole('heading', { level: 1, name: 'Sent — Email' })).toBeVisible();
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('link', { name: /Sent/ })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: /Interview schedule —/ }).click();
  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const compose = page.getByRole('dialog', { name: 'New message' });
  await expect(compose.getByLabel('Subject')).toHaveValue('Re: Interview schedule');
  const editor = compose.getByRole('textbox', { name: 'Message' });
  await expect(editor.locator('blockquote')).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Thursday works for me.');
  await compose.locator('input[type="file"]').setInputFiles({
    name: 'agenda.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('1. Introductions\n2. Questions\n'),
  });
  const files = compose.getByRole('list', { name: 'Attachments' });
  await expect(files.getByText('agenda.txt')).toBeVisible();
  await compose.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(compose).toHaveCount(0);
  await expect(page.getByText('Message sent')).toBeVisible();

  // The answer is in Sent, with its file and the original below it.
  await folders.getByRole('link', { name: /Sent/ }).click();
  await page
    .getByRole('button', { name: /Re: Interview schedule —/ })
    .first()
    .click();
  const thread = page.getByRole('region', { name: 'Re: Interview schedule' });
  await expect(thread).toContainText('Thursday works for me.');
  await expect(thread).toContainText('agenda.txt');

  // A message closed unsent is kept as a draft.
  await page.getByRole('button', { name: 'Compose' }).first().click();
  await compose.getByLabel('Subject').fill('Offsite ideas');
  await page.keyboard.press('Escape');
  await expect(compose).toHaveCount(0);
  await expect(page.getByText('Draft saved')).toBeVisible();
  await folders.getByRole('link', { name: /Draft/ }).click();
  await expect(page).toHaveURL(/\/apps\/email\/filter\/draft$/);
  await page.getByRole('button', { name: /Offsite ideas —/ }).click();
  await expect(compose.getByLabel('Subject')).toHaveValue('Offsite ideas');
});

// Waits until a dialog has finished appearing: axe measures colours, which a running fade would skew.
const settled = (dialog: Locator) =>
  dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

// The mailbox itself is scanned by the route check and, dark and right to left, by
// accessibility.spec; the compose dialog opens over it here.
test('the compose dialog has no serious or critical violations', { tag: '@email' }, async ({ page }) => {
  await login(page, ADMIN, '/apps/email');
  await expect(page.locator('[data-email-open]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('toolbar')).toBeVisible();
  await settled(dialog);
  expect(await seriousViolations(page)).toEqual([]);
});
