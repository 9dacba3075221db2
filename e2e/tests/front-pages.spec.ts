import { expect, test } from '../support/tenant';

// The front pages: public documents of their own (host/src/front), for visitors and signed-in users.

test.describe('front pages', () => {
  test('a visitor sends the landing page contact form, wrongly then rightly', async ({ page }) => {
    await page.goto('/front-pages/landing-page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'One dashboard for your whole team' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Atrium — the admin dashboard for your team | Atrium');

    // The navbar's section link scrolls there and marks it as the section in view.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(nav.getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'location');

    const contact = page.getByRole('region', { name: 'Contact us' });
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(contact.getByText('Enter your name')).toBeVisible();
    await contact.getByLabel('Full name').fill('Ada Lovelace');
    await contact.getByLabel('Email').fill('ada@example.com');
    await contact.getByLabel('Message').fill('Which plan suits a team of ten?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await expect(contact.getByRole('status')).toContainText('Thank you, Ada Lovelace');
  });

  test('the plans switch between monthly and yearly prices', async ({ page }) => {
    await page.goto('/front-pages/landing-page#pricing');
    const team = page.getByRole('region', { name: /^Team/ });
    await expect(team).toContainText('$49');
    await page.getByText('Yearly', { exact: true }).click();
    await expect(team).toContainText('$470');
  });

  test('the pricing page compares the plans and leads to paying for one', async ({ page }) => {
    await page.goto('/front-pages/pricing');
    await expect(page.getByRole('table', { name: 'Compare the plans' })).toBeVisible();
    await page.getByText('Yearly', { exact: true }).click();
    await page.getByRole('link', { name: 'Choose Company' }).click();
    await expect(page).toHaveURL(/\/front-pages\/payment\?plan=company&period=yearly$/);
  });

  test('a visitor pays for a plan and gets its reference', async ({ page }) => {
    await page.goto('/front-pages/payment?plan=team&period=yearly');
    const summary = page.getByRole('region', { name: 'Your plan' });
    await expect(summary).toContainText('Team');
    await expect(summary).toContainText('$470');
    const card = page.getByRole('textbox', { name: 'Card number' });
    await card.pressSequentially('4242424242424241');
    await expect(card).toHaveValue('4242 4242 4242 4241');
    await expect(page.getByText('Visa', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $470' }).click();
    await expect(page.getByText('This card number is not valid')).toBeVisible();

    await card.fill('');
    await card.pressSequentially('4242424242424242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/99');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on the card').fill('Ada Lovelace');
    await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
    await page.getByLabel('City').fill('Paris');
    await page.getByLabel('Postcode').fill('75001');
    await page.getByLabel('Country').fill('France');
    await page.getByRole('button', { name: 'Pay $470' }).click();
    const done = page.getByRole('region', { name: 'Payment received' });
    await expect(done).toContainText(/PAY-\d{6}/);
    await expect(done).toContainText('Visa ending in 4242');
  });

  test('a visitor goes through checkout to its confirmation', async ({ page }) => {
    await page.goto('/front-pages/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('$369.60');
    await page.getByRole('spinbutton', { name: 'Quantity of Laptop sleeve' }).fill('4');
    // 79 + 199 + 4 × 29 = 394, plus 10 % tax.
    await expect(summary).toContainText('$433.40');
    await page.getByRole('button', { name: 'Remove Smart watch' }).click();
    // 79 + 116 = 195: under $300, $15 shipping.
    await expect(summary).toContainText('$229.50');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
    await page.getByLabel('City').fill('Paris');
    await page.getByLabel('Postcode').fill('75001');
    await page.getByLabel('Country').fill('France');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Cash on delivery').click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeFocused();
    await expect(page.getByText(/^ORD-\d{5}$/)).toBeVisible();
    await expect(page.getByText('$229.50')).toBeVisible();
  });

  test('on a narrow screen the links are behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/front-pages/landing-page');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'FAQ' })
      .click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  });
});
