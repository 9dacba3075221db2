import { expect, test } from '@playwright/test';
import { ADMIN, login, signInThroughForm } from '../support/session';
import { addUser, inTwoBrowsers } from '../support/twoBrowsers';

// Two people chatting on the API server's saved data (not the suite's tenant-per-test `test`).

test(
  'a message one user sends arrives in the other’s open chat within two seconds, without a reload, and is seen back',
  { tag: '@chat' },
  async ({ browser }) => {
    const run = Date.now().toString(36);
    const colleague = {
      fullName: `Chat Colleague ${run}`,
      email: `chat-colleague-${run}@atrium.test`,
      password: 'chat-colleague-pass',
    };
    await inTwoBrowsers(browser, async (one, two) => {
      const admin = await one.newPage();
      await login(admin, ADMIN, '/apps/user/list');
      await addUser(admin, { ...colleague, username: `chat${run}`, role: 'admin' });

      // The colleague, in a browser of their own, has the chat open and no chats yet.
      const other = await two.newPage();
      await signInThroughForm(other, colleague, '/apps/chat');
      const theirChats = other.getByRole('navigation', { name: 'Chats' });
      await expect(theirChats.getByText('No chats found')).toBeVisible();

      // The admin writes to them, found among the colleagues.
      await admin.goto('/apps/chat');
      await admin
        .getByRole('navigation', { name: 'Colleagues' })
        .getByRole('button', { name: new RegExp(colleague.fullName) })
        .click();
      const box = admin.getByRole('textbox', { name: 'Message' });
      await box.fill(`Hello from the admin ${run}`);
      await box.press('Enter');

      // Told by the server (GET /api/events), the colleague's page shows it: no reload, no polling.
      const fromAdmin = theirChats.getByRole('button', { name: /John Doe.*1 unseen message/ });
      await expect(fromAdmin).toBeVisible({ timeout: 2000 });
      await fromAdmin.click();
      await expect(other.getByRole('log', { name: 'John Doe' })).toContainText(`Hello from the admin ${run}`);

      // Opening it marks it seen in the admin's chat, which the admin sees without a reload either.
      const sent = admin
        .getByRole('log', { name: colleague.fullName })
        .getByRole('listitem')
        .filter({ hasText: `Hello from the admin ${run}` });
      await expect(sent.getByRole('img', { name: 'Seen' })).toBeVisible();
    });
  },
);
