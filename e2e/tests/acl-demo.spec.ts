import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { CLIENT, login } from '../support/session';

/** A subject's row of the section 2 tables: its name, and whether the user may open its screens. */
const subjectRow = (page: Page, subject: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subject, exact: true }) });

test(
  'the client reads, in the sections, what their rules let them reach, and a flow’s confirmation',
  { tag: '@admin' },
  async ({ page }) => {
    await login(page, CLIENT);

    // The menu offers the three sections to the client.
    const nav = page.getByRole('complementary', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Sections' }).click();
    await nav.getByRole('link', { name: 'Your access' }).click();
    await expect(page).toHaveURL(/\/apps\/sections\/section1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your access');
    await expect(page.getByText(/restricted access/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your rules' }).getByRole('listitem')).toHaveText([
      'You may read Start page and profile.',
    ]);

    // Section 2: the client may open the demonstration screens, not the users list.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /Screens for you/ })
      .click();
    await expect(page).toHaveURL(/\/apps\/sections\/section2$/);
    await expect(page.getByText(/^You can open 1 of \d+ subjects\.$/)).toBeVisible();
    await expect(subjectRow(page, 'Start page and profile')).toContainText('You can open');
    await expect(subjectRow(page, 'Users')).toContainText('Not for you');
    await expect(subjectRow(page, 'Users').getByRole('link')).toHaveCount(0);
    await subjectRow(page, 'Start page and profile').getByRole('link', { name: 'My dashboard' }).click();
    await expect(page).toHaveURL(/\/apps\/user\/dashboard$/);

    // Section 3, from the menu (its group opened again if the dashboard's closed it).
    const sections = nav.getByRole('button', { name: 'Sections' });
    if ((await sections.getAttribute('aria-expanded')) === 'false') await sections.click();
    await nav.getByRole('link', { name: 'Try your rules' }).click();
    await expect(page).toHaveURL(/\/apps\/sections\/section3$/);
    // The ability answers the client's questions.
    await page.getByLabel('Action').selectOption('delete');
    await page.getByLabel('Subject').selectOption('User');
    await page.getByRole('button', { name: 'Ask' }).click();
    await expect(page.getByTestId('try-answer')).toHaveText('No: your rules do not let you delete Users.');
    await page.getByRole('button', { name: 'May I read Start page and profile?' }).click();
    await expect(page.getByTestId('try-answer')).toHaveText(
      'Yes: your rules let you read Start page and profile.',
    );

    // The end of a wizard.
    await page.goto('/success?flow=property-listing&id=7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property listed');
    await expect(page.getByText('Your property listing was submitted.')).toBeVisible();
    await expect(page.getByText('Reference 7.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'List another property' })).toHaveAttribute(
      'href',
      '/wizard-examples/property-listing',
    );
  },
);

test('the search suggests the sections to the client', { tag: '@admin' }, async ({ page }) => {
  await login(page, CLIENT);
  // Before anything is typed, the search suggests the screens the areas offer the user.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Search screens' })).toBeFocused();
  await page.getByRole('option', { name: /Try your rules/ }).click();
  await expect(page).toHaveURL(/\/apps\/sections\/section3$/);
});
