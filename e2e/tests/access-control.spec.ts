import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { ADMIN, login, signInThroughForm } from '../support/session';

/**
 * Roles are the rules: an admin makes a role and a user holding it, and that user sees and may do
 * exactly what the role allows — in the menu, by typed URL, in the buttons and at the API — and follows
 * the admin's changes without signing out.
 *
 * The mock API lives in the browser, so the admin and the user share one browser profile (and its
 * data). Two people at two desks are played by keeping the user's stored session aside while the admin
 * works, and putting it back afterwards: the user's token stays valid in between, as on their own
 * machine.
 */
const SAM = { email: 'sam.support@example.com', password: 'Support-pass-1' };
const SESSION_KEYS = ['userData', 'accessToken', 'userAbilityRules'];

type StoredSession = Record<string, string | null>;

const keepSession = (page: Page): Promise<StoredSession> =>
  page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), SESSION_KEYS);

async function resumeSession(page: Page, saved: StoredSession, path: string) {
  await page.evaluate((s) => {
    for (const [k, v] of Object.entries(s)) if (v !== null) localStorage.setItem(k, v);
  }, saved);
  await page.goto(path);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Opens a role's dialog from its card and saves it with `change` applied. */
async function editRole(
  page: Page,
  name: string,
  change: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.goto('/apps/roles');
  await page.getByTestId(`role-card-${name}`).getByRole('button', { name: 'Edit role' }).click();
  const dialog = page.getByRole('dialog');
  await change(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens the first invoice row's actions menu, and answers the names of its items. */
async function rowActions(page: Page): Promise<string[]> {
  await page
    .getByRole('button', { name: /^Actions for invoice/ })
    .first()
    .click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const names = (await items.allInnerTexts()).map((n) => n.trim());
  await page.keyboard.press('Escape');
  await expect(items).toHaveCount(0);
  return names;
}

/** The menu entries the signed-in user sees, groups opened, as their link targets. */
async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('complementary', { name: 'Main navigation' });
  const groups = nav.locator('button[aria-expanded="false"]');
  while ((await groups.count()) > 0) await groups.first().click();
  const hrefs = await nav.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return hrefs.filter((h): h is string => !!h && h !== '/').sort();
}

test(
  'a role an admin makes is what its user may do, and follows the admin’s changes',
  { tag: '@admin' },
  async ({ page }) => {
    // The admin makes the role "Support": read and update invoices, read customers.
    await login(page, ADMIN, '/apps/roles');
    await page.getByRole('button', { name: 'Add role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a role' });
    await dialog.getByLabel('Role name').fill('Support');
    for (const cell of ['Read Invoices', 'Update Invoices', 'Read Customers'])
      await dialog.getByRole('checkbox', { name: cell, exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('role-card-Support')).toBeVisible();

    // … and a user holding it, with a password.
    await page.goto('/apps/user/list');
    await page.getByRole('button', { name: 'Add user' }).click();
    const form = page.getByRole('form', { name: 'Add a user' });
    await form.getByLabel('Full name').fill('Sam Support');
    await form.getByLabel('Username').fill('samsupport');
    await form.getByLabel('Email').fill(SAM.email);
    await form.getByLabel('Contact').fill('+1 (555) 010-0199');
    await form.getByLabel('Company').fill('Atrium');
    await form.getByLabel('Country').fill('USA');
    await form.getByLabel('Role').selectOption('Support');
    await form.getByLabel('Plan').selectOption('team');
    await form.getByLabel('Status').selectOption('active');
    await form.getByLabel('Password', { exact: true }).fill(SAM.password);
    await form.getByLabel('Confirm the password').fill(SAM.password);
    await form.getByRole('button', { name: 'Add user' }).click();
    await expect(form).toHaveCount(0);
    await signOut(page);

    // Sam signs in: the menu has the invoice list and the customers, nothing else.
    await signInThroughForm(page, SAM);
    expect(await menuLinks(page)).toEqual(['/apps/ecommerce/customer/list', '/apps/invoice/list']);

    // A typed URL outside the role is not authorized.
    await page.goto('/apps/ecommerce/product/list');
    await expect(page).toHaveURL(/\/not-authorized$/);

    // The invoice list works; deleting is neither offered nor allowed by the API.
    await page.goto('/apps/invoice/list');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const offered = await rowActions(page);
    expect(offered).toEqual(expect.arrayContaining(['Preview', 'Edit']));
    expect(offered).not.toContain('Delete');
    const refused = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('accessToken') ?? 'null') as string;
      const res = await fetch('/api/apps/invoice/4987', {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      return res.status;
    });
    expect(refused).toBe(403);
    const sam = await keepSession(page);

    // The admin lets Support delete invoices; Sam's next page load offers it.
    await signOut(page);
    await signInThroughForm(page, ADMIN, '/apps/roles');
    await editRole(page, 'Support', (d) =>
      d.getByRole('checkbox', { name: 'Delete Invoices', exact: true }).check(),
    );
    await resumeSession(page, sam, '/apps/invoice/list');
    await expect(rows.nth(1)).toBeVisible();
    expect(await rowActions(page)).toContain('Delete');

    // The admin suspends Sam; Sam's next request signs them out.
    await signOut(page);
    await signInThroughForm(page, ADMIN, `/apps/user/list?q=${encodeURIComponent('Sam Support')}`);
    await page.getByRole('link', { name: 'Sam Support', exact: true }).click();
    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('Inactive')).toBeVisible();
    await resumeSession(page, sam, '/apps/invoice/list');
    await expect(page).toHaveURL(/\/login\?to=%2Fapps%2Finvoice%2Flist/);
  },
);
