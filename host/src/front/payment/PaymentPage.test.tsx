import { screen, within } from '@testing-library/react';
import { PaymentPage } from './PaymentPage';
import { expiryNotPast } from './paymentSchema';
import { frontTranslationsWith } from '../frontTranslations';
import { paymentStrings } from './paymentStrings';
import { plansStrings } from '../plans/plansStrings';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(frontTranslationsWith(paymentStrings, plansStrings));

beforeEach(() => window.history.replaceState(null, '', '/front-pages/payment?plan=company&period=yearly'));

type User = ReturnType<typeof renderStandalonePage>;

async function fillAddress(user: User) {
  await user.type(screen.getByLabelText('Name on the card'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Address'), '1 Main Street');
  await user.type(screen.getByLabelText('City'), 'Paris');
  await user.type(screen.getByLabelText('Postcode'), '75001');
  await user.type(screen.getByLabelText('Country'), 'France');
}

test('sums up the plan the address names, and defaults to the popular plan monthly', async () => {
  renderStandalonePage(<PaymentPage />);
  const summary = screen.getByRole('region', { name: 'Your plan' });
  expect(await within(summary).findByText('$950')).toBeInTheDocument();
  expect(within(summary).getByText('Company')).toBeInTheDocument();
  expect(within(summary).getByText('Yearly')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay $950' })).toBeInTheDocument();
  expect(document.title).toBe('Payment | Atrium');
});

test('the popular plan, monthly, when the address names none', async () => {
  window.history.replaceState(null, '', '/front-pages/payment?plan=gold');
  renderStandalonePage(<PaymentPage />);
  const summary = screen.getByRole('region', { name: 'Your plan' });
  expect(await within(summary).findByText('$49')).toBeInTheDocument();
  expect(within(summary).getByText('Team')).toBeInTheDocument();
});

test.each([
  ['4242424242424242', 'Visa', '4242 4242 4242 4242'],
  ['5555555555554444', 'Mastercard', '5555 5555 5555 4444'],
  ['378282246310005', 'American Express', '3782 822463 10005'],
  ['6011111111111117', 'Discover', '6011 1111 1111 1117'],
])('recognises %s as %s and groups its digits', async (number, brand, shown) => {
  const user = renderStandalonePage(<PaymentPage />);
  const card = screen.getByRole('textbox', { name: 'Card number' });
  await user.type(card, number);
  expect(card).toHaveValue(shown);
  expect(screen.getByText(brand)).toBeInTheDocument();
  expect(screen.getByText(`${brand === 'American Express' ? 4 : 3} digits on your card`)).toBeInTheDocument();
});

test('says what is wrong: a bad checksum, a past expiry, a short code; then pays and shows the reference', async () => {
  const user = renderStandalonePage(<PaymentPage />);
  await screen.findByRole('button', { name: 'Pay $950' });
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424241');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '01/20');
  await user.type(screen.getByLabelText('Security code'), '12');
  await user.click(screen.getByRole('button', { name: 'Pay $950' }));
  expect(await screen.findByText('This card number is not valid')).toBeInTheDocument();
  expect(screen.getByText('This card has expired')).toBeInTheDocument();
  expect(screen.getByText('Enter the 3-digit security code')).toBeInTheDocument();
  expect(screen.getByText('Enter the name on the card')).toBeInTheDocument();

  const card = screen.getByRole('textbox', { name: 'Card number' });
  await user.clear(card);
  await user.type(card, '4242424242424242');
  const expiry = screen.getByLabelText('Expiry date (MM/YY)');
  await user.clear(expiry);
  await user.type(expiry, '12/99');
  await user.type(screen.getByLabelText('Security code'), '3');
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Pay $950' }));

  const done = await screen.findByRole('region', { name: 'Payment received' });
  expect(within(done).getByRole('heading', { name: 'Payment received' })).toHaveFocus();
  expect(within(done).getByText(/^PAY-\d{6}$/)).toBeInTheDocument();
  expect(within(done).getByText('Visa ending in 4242')).toBeInTheDocument();
  expect(within(done).getByText('$950')).toBeInTheDocument();
});

test('a card expires at the end of its month', () => {
  const now = new Date(2026, 10, 24);
  expect(expiryNotPast('11/26', now)).toBe(true);
  expect(expiryNotPast('10/26', now)).toBe(false);
  expect(expiryNotPast('1299', now)).toBe(true);
});
