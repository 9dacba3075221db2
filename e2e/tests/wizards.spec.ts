import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { CLIENT, login } from '../support/session';

const stepper = (page: Page, name: string) => page.getByRole('list', { name: `${name}: steps` });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepForm = (page: Page, name: string) => page.getByRole('form', { name });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
}

test(
  'the property listing wizard: a step with errors stays, each step checked, then the success page',
  { tag: '@admin' },
  async ({ page }) => {
    await login(page, CLIENT, '/wizard-examples/property-listing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property listing');

    await next(page);
    await expect(
      stepForm(page, 'Personal details').getByText('Use at least 2 characters').first(),
    ).toBeVisible();
    await fill(page, {
      'First name': 'Nora',
      'Last name': 'Haddad',
      Email: 'nora@example.com',
      'Phone number': '+33 6 12 34 56 78',
    });
    // The messages go as the fields are corrected (checked as typed, a moment later): wait for that, or
    // the Next button moves under the pointer while it is being clicked.
    await expect(stepForm(page, 'Personal details').locator('[aria-invalid="true"]')).toHaveCount(0);
    await next(page);

    await expect(stepForm(page, 'Property details')).toBeVisible();
    await page.getByRole('radio', { name: 'Villa' }).click();
    await fill(page, { Address: '12 rue des Lilas', City: 'Lyon', Postcode: '69001' });
    await next(page);

    await expect(stepForm(page, 'Property features')).toBeVisible();
    await fill(page, { Bedrooms: '3', Bathrooms: '2', Floor: '1' });
    await next(page);

    await expect(stepForm(page, 'Property area')).toBeVisible();
    await fill(page, { 'Total area': '120', 'Carpet area': '100', 'Available from': '2026-12-01' });
    await next(page);

    await expect(stepForm(page, 'Price details')).toBeVisible();
    await fill(page, { 'Expected price (USD)': '450000', 'Monthly maintenance (USD)': '0' });
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Nora');
    await expect(summary).toContainText('Villa');
    await page.getByRole('button', { name: 'List the property' }).click();

    await expect(page).toHaveURL(/\/success\?flow=property-listing&id=PROP-\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property listed');
  },
);

test(
  'the checkout wizard’s steps are clickable once reached, not before',
  { tag: '@admin' },
  async ({ page }) => {
    await login(page, CLIENT, '/wizard-examples/checkout');
    const steps = stepper(page, 'Checkout');
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    // Only the steps reached are buttons: none at first.
    await expect(steps.getByRole('button')).toHaveCount(0);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Step 1 of 5: Cart, current');

    await next(page);
    await expect(stepForm(page, 'Address')).toBeVisible();
    await expect(steps.getByRole('button')).toHaveCount(1);
    await fill(page, {
      'Full name': 'Nora Haddad',
      'Phone number': '0612345678',
      'Street address': '12 rue des Lilas',
      City: 'Lyon',
      Postcode: '69001',
    });
    await next(page);
    await expect(stepForm(page, 'Shipping')).toBeVisible();

    // Back to the cart from the Stepper (by keyboard), then forward to the furthest step reached.
    await steps.getByRole('button', { name: 'Step 1 of 5: Cart, done' }).focus();
    await page.keyboard.press('Enter');
    await expect(stepForm(page, 'Cart')).toBeVisible();
    await steps.getByRole('button', { name: 'Step 3 of 5: Shipping, not done' }).click();
    await expect(stepForm(page, 'Shipping')).toBeVisible();
    await steps.getByRole('button', { name: 'Step 2 of 5: Address, done' }).click();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Nora Haddad');
    await expect(steps.getByRole('button', { name: /Step 4 of 5/ })).toHaveCount(0);
  },
);

test(
  'the form wizard pages show the Stepper in their style, horizontal or vertical',
  { tag: '@admin' },
  async ({ page }) => {
    await login(page, CLIENT, '/forms/form-wizard-numbered');
    const numbered = stepper(page, 'Numbered form wizard');
    await expect(numbered.getByRole('listitem').first()).toContainText('1');
    const direction = () => numbered.evaluate((list) => getComputedStyle(list).flexDirection);
    expect(await direction()).toBe('row');
    await page.getByRole('switch', { name: 'Vertical layout' }).click();
    await expect.poll(direction).toBe('column');

    await page.goto('/forms/form-wizard-icons');
    const icons = stepper(page, 'Form wizard with icons');
    await expect(icons.getByRole('listitem').first().locator('svg')).toHaveCount(1);
    await page.getByRole('switch', { name: 'Vertical layout' }).click();
    await expect.poll(() => icons.evaluate((list) => getComputedStyle(list).flexDirection)).toBe('column');
  },
);
