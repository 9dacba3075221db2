import { screen, within } from '@testing-library/react';
import { CheckoutPage } from './CheckoutPage';
import { cartTotals, SAMPLE_CART } from './cart';
import { frontTranslationsWith } from '../frontTranslations';
import { checkoutStrings } from './checkoutStrings';
import { paymentStrings } from '../payment/paymentStrings';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(frontTranslationsWith(checkoutStrings, paymentStrings));

beforeEach(() => window.history.replaceState(null, '', '/front-pages/checkout'));

/** The summary's figures, by their names. */
function totals() {
  const summary = screen.getByRole('region', { name: 'Order summary' });
  const terms = within(summary)
    .getAllByRole('term')
    .map((dt) => dt.textContent);
  const values = within(summary)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, values[i]]));
}

test('the totals follow the quantities, and removing an item', async () => {
  const user = renderStandalonePage(<CheckoutPage />);
  expect(document.title).toBe('Checkout | Atrium');
  // 79 + 199 + 2 × 29 = 336: shipping is free, tax 10 %.
  expect(totals()).toEqual({ Subtotal: '$336', Shipping: 'Free', 'Tax (10%)': '$33.60', Total: '$369.60' });

  const watch = screen.getByRole('spinbutton', { name: 'Quantity of Smart watch' });
  await user.clear(watch);
  await user.type(watch, '3');
  expect(totals()).toEqual({ Subtotal: '$734', Shipping: 'Free', 'Tax (10%)': '$73.40', Total: '$807.40' });

  await user.click(screen.getByRole('button', { name: 'Remove Smart watch' }));
  expect(screen.queryByRole('spinbutton', { name: 'Quantity of Smart watch' })).not.toBeInTheDocument();
  // 79 + 58 = 137: under $300, shipping is $15.
  expect(totals()).toEqual({ Subtotal: '$137', Shipping: '$15', 'Tax (10%)': '$13.70', Total: '$165.70' });

  await user.click(screen.getByRole('button', { name: 'Remove Wireless headphones' }));
  await user.click(screen.getByRole('button', { name: 'Remove Laptop sleeve' }));
  expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fill the cart again' }));
  expect(totals().Total).toBe('$369.60');
});

test('goes through cart, address and payment to the confirmation', async () => {
  const user = renderStandalonePage(<CheckoutPage />);
  const steps = screen.getByRole('list', { name: /steps/i });
  expect(within(steps).getByText('Cart').closest('[aria-current="step"]')).not.toBeNull();
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Enter your name')).toBeInTheDocument();
  expect(screen.getByText('Enter a city')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Address'), '1 Main Street');
  await user.type(screen.getByLabelText('City'), 'Paris');
  await user.type(screen.getByLabelText('Postcode'), '75001');
  await user.type(screen.getByLabelText('Country'), 'France');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
  // Back to the cart through the stepper, the address kept.
  await user.click(within(steps).getByRole('button', { name: /Cart/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getByLabelText('City')).toHaveValue('Paris');
  await user.click(screen.getByRole('button', { name: 'Continue' }));

  await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
  await user.click(screen.getByRole('button', { name: 'Place order' }));
  expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toHaveFocus();
  expect(screen.getByText(/^ORD-\d{5}$/)).toBeInTheDocument();
  // The API's total is the one the page showed.
  expect(screen.getByText('$369.60')).toBeInTheDocument();
  expect(screen.getByText('Ada Lovelace, Paris')).toBeInTheDocument();
});

test('shipping is free from $300', () => {
  expect(cartTotals(SAMPLE_CART).shipping).toBe(0);
  expect(cartTotals([{ price: 299, quantity: 1 }])).toEqual({
    subtotal: 299,
    shipping: 15,
    tax: 29.9,
    total: 343.9,
  });
  expect(cartTotals([])).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 });
});
