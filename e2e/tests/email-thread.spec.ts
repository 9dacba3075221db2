import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';

/**
 * A conversation as a person follows it: the inbox says how many messages a thread holds; opening it
 * shows them oldest first with the newest open, its PDF previewed and downloaded; a reply with a file
 * joins the thread, there after a reload too.
 */
test('reply to an email and see the thread', { tag: '@email' }, async ({ page }) => {
  // The PDF preview is a frame of a blob: address, which the app's policy must allow.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await login(page, ADMIN, '/apps/email');
  // Each message is a row of its folder: the newest of Ross's comes first.
  const row = page.getByRole('button', { name: /Quarterly roadmap review —/ }).first();
  await expect(row).toContainText('3');
  await expect(row).toHaveAccessibleName(/3 messages in this conversation/);
  await row.click();

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('article')).toHaveCount(3);
  // Oldest first: Ross asked, the admin answered, Ross wrote again (the newest, open).
  await expect(conversation.getByRole('article').first()).toContainText('Here is the draft roadmap');
  const newest = conversation.getByRole('article').last();
  await expect(newest.getByRole('button', { name: 'Download roadmap.pdf' })).toBeVisible();

  await newest.getByRole('button', { name: 'Preview roadmap.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: roadmap.pdf' });
  await expect(preview.locator('iframe[title="roadmap.pdf"]')).toHaveAttribute('src', /^blob:/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: 'Download roadmap.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('roadmap.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  expect(refused).toEqual([]);

  await page.getByRole('button', { name: 'Reply', exact: true }).click();
  const compose = page.getByRole('dialog', { name: 'New message' });
  await expect(compose.getByLabel('Subject')).toHaveValue('Re: Quarterly roadmap review');
  const editor = compose.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Looks good to me.');
  await compose.locator('input[type="file"]').setInputFiles({
    name: 'comments.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Ship Q3 first.\n'),
  });
  // Uploaded: sized in the list.
  await expect(compose.getByRole('list', { name: 'Attachments' })).toContainText('15 byte');
  await compose.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(compose).toHaveCount(0);
  await expect(page.getByText('Message sent')).toBeVisible();

  // The reply is the conversation's newest message, open, with its file.
  await expect(conversation.getByRole('article')).toHaveCount(4);
  const reply = conversation.getByRole('article').last();
  await expect(reply).toContainText('Looks good to me.');
  await expect(reply.getByRole('button', { name: 'Download comments.txt' })).toBeVisible();

  // Kept: after a reload, the inbox row counts it and the thread shows it.
  await page.reload();
  await expect(conversation.getByRole('article')).toHaveCount(4);
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(row).toHaveAccessibleName(/4 messages in this conversation/);
});
