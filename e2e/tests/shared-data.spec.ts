import { expect, test } from '@playwright/test';
import { ADMIN, login, signInThroughForm } from '../support/session';
import { addUser, inTwoBrowsers } from '../support/twoBrowsers';

// Not the suite's tenant-per-test `test`: these contexts use the API server's saved data, the one data
// set every admin shares.

test(
  'two admins in two browsers share one data set: a user one adds is in the other’s list',
  { tag: '@admin' },
  async ({ browser }) => {
    // The database is fresh for each run, but a developer may run this twice against one server.
    const run = Date.now().toString(36);
    const second = { email: `second-admin-${run}@atrium.test`, password: 'second-admin-pass' };
    await inTwoBrowsers(browser, async (one, two) => {
      const first = await one.newPage();
      await login(first, ADMIN, '/apps/user/list');
      await addUser(first, {
        fullName: `Second Admin ${run}`,
        username: `second${run}`,
        email: second.email,
        role: 'admin',
        password: second.password,
      });

      // The second admin, in another browser, signs in with what the first one set, and adds a user.
      const other = await two.newPage();
      await signInThroughForm(other, second, '/apps/user/list');
      await addUser(other, {
        fullName: `Casey Shared ${run}`,
        username: `casey${run}`,
        email: `casey-${run}@atrium.test`,
        role: 'client',
      });

      // The first admin finds that user in their list.
      await first.goto('/apps/user/list');
      await first.getByRole('searchbox', { name: 'Search users' }).fill(`Casey Shared ${run}`);
      await expect(first.getByRole('table').getByText(`Casey Shared ${run}`)).toBeVisible();
    });
  },
);

test(
  'two admins edit one user at once: the later save is refused, says what changed, can load it, and the audit log shows who changed what',
  { tag: '@admin' },
  async ({ browser }) => {
    const run = Date.now().toString(36);
    const name = `Edited Twice ${run}`;
    await inTwoBrowsers(browser, async (one, two) => {
      const first = await one.newPage();
      await login(first, ADMIN, '/apps/user/list');
      await addUser(first, {
        fullName: name,
        username: `twice${run}`,
        email: `twice-${run}@atrium.test`,
        role: 'client',
      });
      await first.getByRole('searchbox', { name: 'Search users' }).fill(name);
      const link = first.getByRole('table').getByRole('link', { name, exact: true });
      // The user's page, by the address its row links to (the row re-renders as the search settles).
      const viewUrl = (await link.getAttribute('href'))!;
      await first.goto(viewUrl);
      await expect(first.getByRole('heading', { name, level: 1 })).toBeVisible();

      const second = await two.newPage();
      await login(second, ADMIN, viewUrl);
      // Both open the edit form on the same version of the user.
      await first.getByRole('button', { name: 'Edit' }).click();
      await second.getByRole('button', { name: 'Edit' }).click();
      const firstForm = first.getByRole('form', { name: `Edit ${name}` });
      const secondForm = second.getByRole('form', { name: `Edit ${name}` });
      await expect(secondForm.getByLabel('Company')).toHaveValue('Atrium');

      await firstForm.getByLabel('Company').fill('Saved First');
      await firstForm.getByRole('button', { name: 'Save changes' }).click();
      await expect(firstForm).toHaveCount(0);

      await secondForm.getByLabel('Country').fill('Portugal');
      await secondForm.getByRole('button', { name: 'Save changes' }).click();
      const conflict = secondForm.getByRole('alert');
      await expect(conflict).toContainText('They changed Company. Nothing of yours is saved yet.');
      await conflict.getByRole('button', { name: 'Load their version' }).click();
      await expect(secondForm.getByLabel('Company')).toHaveValue('Saved First');

      // The first admin's change is the one kept.
      await first.reload();
      await first.getByRole('button', { name: 'Edit' }).click();
      await expect(firstForm.getByLabel('Company')).toHaveValue('Saved First');
      await expect(firstForm.getByLabel('Country')).toHaveValue('USA');

      // The audit log says who changed what, and the refused save changed nothing.
      await first.goto('/apps/audit');
      await first.getByRole('searchbox', { name: 'Search people or records' }).fill(name);
      const log = first.getByRole('table', { name: 'Audit log' });
      await expect(log.getByRole('row').filter({ hasText: 'company: Atrium → Saved First' })).toHaveCount(1);
      await expect(log.getByRole('row').filter({ hasText: 'Portugal' })).toHaveCount(0);
      await expect(log.getByRole('row').filter({ hasText: 'Created' })).toHaveCount(1);
    });
  },
);

test(
  'a user one admin adds appears in the list another admin has open, without a reload',
  { tag: '@admin' },
  async ({ browser }) => {
    const run = Date.now().toString(36);
    const name = `Live Arrival ${run}`;
    await inTwoBrowsers(browser, async (one, two) => {
      const watcher = await one.newPage();
      await login(watcher, ADMIN, '/apps/user/list');
      await watcher.getByRole('searchbox', { name: 'Search users' }).fill(name);
      await expect(watcher.getByRole('table').getByText('No users match these filters')).toBeVisible();

      const adder = await two.newPage();
      await login(adder, ADMIN, '/apps/user/list');
      await addUser(adder, {
        fullName: name,
        username: `live${run}`,
        email: `live-${run}@atrium.test`,
        role: 'client',
      });

      // Told by the server (GET /api/events), the open list asks again: no reload, no polling.
      await expect(watcher.getByRole('table').getByText(name)).toBeVisible();
    });
  },
);

test(
  'two admins edit one product at once: the later save is refused and says what the other changed',
  { tag: '@ecommerce' },
  async ({ browser }) => {
    await inTwoBrowsers(browser, async (one, two) => {
      const first = await one.newPage();
      const second = await two.newPage();
      // Product 7, opened by both on the same version.
      await login(first, ADMIN, '/apps/ecommerce/product/edit/7');
      await login(second, ADMIN, '/apps/ecommerce/product/edit/7');
      const firstForm = first.getByRole('form', { name: 'Edit product' });
      const secondForm = second.getByRole('form', { name: 'Edit product' });
      await expect(secondForm.getByLabel('Product name')).not.toHaveValue('');
      const name = await firstForm.getByLabel('Product name').inputValue();
      const run = Date.now().toString(36);

      await firstForm.getByLabel('Collection').fill(`First ${run}`);
      await first.getByRole('button', { name: 'Save changes' }).click();
      await expect(first.getByText(`${name} saved`)).toBeVisible();

      await secondForm.getByLabel('Barcode').first().fill(run);
      await second.getByRole('button', { name: 'Save changes' }).click();
      const conflict = secondForm.getByRole('alert');
      await expect(conflict).toContainText('They changed Collection. Nothing of yours is saved yet.');
      await conflict.getByRole('button', { name: 'Load their version' }).click();
      await expect(secondForm.getByLabel('Collection')).toHaveValue(`First ${run}`);
    });
  },
);
