import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { api, session } from '@atrium/platform';
import type { LoginResponse } from '@atrium/contracts';
import { db, mailedConfirmationToken } from '@atrium/mocks';
import RegisterMultiSteps from './RegisterMultiSteps';
import { variantTranslations } from '../variantTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(variantTranslations);

type User = ReturnType<typeof userEvent.setup>;

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fillAccount(user: User, email = 'grace@demo.com', username = 'grace') {
  await user.click(screen.getByLabelText('Username'));
  await user.paste(username);
  await user.click(screen.getByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste('compiler-1952');
  await user.click(screen.getByLabelText('Confirm password'));
  await user.paste('compiler-1952');
}

async function fillPersonal(user: User) {
  await user.click(screen.getByLabelText('First name'));
  await user.paste('Grace');
  await user.click(screen.getByLabelText('Last name'));
  await user.paste('Hopper');
  await user.type(screen.getByLabelText('Mobile'), '+1 202 555 0100');
  await user.click(screen.getByLabelText('Address'));
  await user.paste('1 Navy Yard');
  await user.selectOptions(screen.getByLabelText('Country'), 'United States');
}

test('each step is checked before the next; going back and forth keeps the values', async () => {
  const user = renderStandalonePage(<RegisterMultiSteps />);
  await next(user);
  expect(await screen.findByText('Username needs at least 3 characters')).toBeInTheDocument();
  await fillAccount(user);
  await next(user);
  expect(await screen.findByLabelText('First name')).toBeInTheDocument();
  await next(user);
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  await user.click(screen.getByLabelText('First name'));
  await user.paste('Grace');
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(await screen.findByLabelText('Username')).toHaveValue('grace');
  expect(screen.getByLabelText('Confirm password')).toHaveValue('compiler-1952');
  await next(user);
  expect(await screen.findByLabelText('First name')).toHaveValue('Grace');
});

test('a paid plan needs a card; the account is created, nobody is signed in, and it can log in', async () => {
  const user = renderStandalonePage(<RegisterMultiSteps />);
  await fillAccount(user);
  await next(user);
  await fillPersonal(user);
  await next(user);
  await user.click(await screen.findByRole('radio', { name: /Team/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/i }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText("Enter the card's 13 to 19 digits")).toBeInTheDocument();
  await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await user.click(screen.getByLabelText('Name on card'));
  await user.paste('Grace Hopper');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await user.type(screen.getByLabelText('CVV'), '123');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
  expect(session.isLoggedIn()).toBe(false);
  // The account exists once the mailed link is followed.
  const token = await mailedConfirmationToken('grace@demo.com');
  await api('/api/auth/verify-email', { method: 'POST', body: { token } });
  const signedIn = await api<LoginResponse>('/api/auth/login', {
    method: 'POST',
    body: { email: 'grace@demo.com', password: 'compiler-1952' },
  });
  expect(signedIn.userData).toMatchObject({ fullName: 'Grace Hopper', role: 'client' });
});

test('a taken username sends the visitor back to the account step, said at the field', async () => {
  const user = renderStandalonePage(<RegisterMultiSteps />);
  await fillAccount(user, 'grace@demo.com', db.users[0].username);
  await next(user);
  await fillPersonal(user);
  await next(user);
  await user.click(await screen.findByRole('checkbox', { name: /privacy policy/i }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('This username is taken')).toBeInTheDocument();
});

test('a taken email is answered like a new one: nothing says the address has an account', async () => {
  const user = renderStandalonePage(<RegisterMultiSteps />);
  await fillAccount(user, 'admin@demo.com', 'not-grace');
  await next(user);
  await fillPersonal(user);
  await next(user);
  await user.click(await screen.findByRole('checkbox', { name: /privacy policy/i }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
  expect(screen.queryByText(/already registered/i)).not.toBeInTheDocument();
});
