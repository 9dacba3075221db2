import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';
import { seriousViolations } from '../support/axe';

/**
 * A chat as a person has it: set a status (kept after a reload), write a two-line message with
 * Shift+Enter and send it with Enter, watch it be delivered and read, and get the contact's answer.
 */

// Waits until a drawer has finished sliding in: axe measures colours, which a running fade would skew.
const settled = (drawer: Locator) =>
  drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

test('set a status, send a two-line message, see the read mark', { tag: '@chat' }, async ({ page }) => {
  await login(page, ADMIN, '/apps/chat');
  await page
    .getByRole('navigation', { name: 'Chats' })
    .getByRole('button', { name: /Janie West/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Janie West' })).toBeVisible();

  // The status, saved through the API: still chosen after a reload.
  await page.getByRole('button', { name: 'Show the profile of John Doe' }).click();
  let profile = page.getByRole('dialog', { name: 'Profile' });
  await profile.getByRole('radio', { name: 'Away' }).click();
  await expect(profile.getByRole('radio', { name: 'Away' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(profile).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show the profile of John Doe' })).toContainText('Away');
  await page.reload();
  await page.getByRole('button', { name: 'Show the profile of John Doe' }).click();
  profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByRole('radio', { name: 'Away' })).toBeChecked();
  await page.keyboard.press('Escape');

  // Shift+Enter breaks the line, Enter sends.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('');
  await box.pressSequentially('See you at the review');
  await box.press('Shift+Enter');
  await box.pressSequentially('Bring the numbers');
  await expect(box).toHaveValue('See you at the review\nBring the numbers');
  await box.press('Enter');
  await expect(box).toHaveValue('');

  const log = page.getByRole('log', { name: 'Janie West' });
  const row = log.getByRole('listitem').filter({ hasText: 'See you at the review' });
  await expect(row.locator('.bubble')).toHaveText('See you at the review\nBring the numbers', {
    useInnerText: true,
  });
  // Sent, then delivered, then read: the mark says so in words.
  await expect(row.getByRole('img', { name: 'Seen' })).toBeVisible();
  // Janie answers; it lands in the open chat, so it does not count as unseen.
  await expect(log.getByRole('listitem').last()).not.toContainText('Bring the numbers');
  await expect(
    page.getByRole('navigation', { name: 'Chats' }).getByRole('button', { name: /Janie West/ }),
  ).not.toContainText(/unseen/);
});

test(
  "the menu's Chat entry counts the unread messages, and follows as a chat is read",
  { tag: '@chat' },
  async ({ page }) => {
    await login(page, ADMIN);
    const entry = page
      .getByRole('complementary', { name: 'Main navigation' })
      .getByRole('link', { name: /^Chat / });
    // The count comes with the menu, before the chat area's code is loaded.
    const spoken = entry.getByText(/unread message/);
    await expect(spoken).toHaveText(/^\d+ unread messages?$/);
    const before = Number(/^(\d+)/.exec((await spoken.textContent()) ?? '')?.[1]);
    expect(before).toBeGreaterThan(2);
    await entry.click();
    // Reading a chat with two unseen messages takes two off the badge.
    await page
      .getByRole('navigation', { name: 'Chats' })
      .getByRole('button', { name: /2 unseen messages/ })
      .click();
    await expect(spoken).toHaveText(new RegExp(`^${before - 2} unread messages?$`));
  },
);

// Found by their place, not their words.
const profileButton = (page: Page) => page.locator('[role="search"] button').first();
const contactButton = (page: Page) => page.locator('.main header button').last();

// The chat page itself is scanned by the route check and, dark and right to left, by
// accessibility.spec; its panels open over it here.
test.describe('chat accessibility, panels open', { tag: '@chat' }, () => {
  test.beforeEach(async ({ page }) => {
    // Gavin Griffith: a conversation over several days, and a contact with shared media.
    await login(page, ADMIN, '/apps/chat?chat=1');
    await expect(page.getByRole('log').getByRole('listitem').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('with the profile panel open', async ({ page }) => {
    await profileButton(page).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('radiogroup')).toBeVisible();
    await settled(drawer);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("with a contact's panel open", async ({ page }) => {
    await contactButton(page).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('img').first()).toBeVisible();
    await settled(drawer);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
