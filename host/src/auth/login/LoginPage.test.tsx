import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { api, i18n, session } from '@atrium/platform';
import { mailedConfirmationToken, mailedNewAddressToken } from '@atrium/mocks';
import { LoginPage } from './LoginPage';
import { authTranslations } from '../authTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(authTranslations);

function renderLogin(props: { redirectTo?: string; notice?: string } = {}) {
  const onSignedIn = jest.fn();
  const user = renderStandalonePage(
    <LoginPage redirectTo={props.redirectTo ?? '/'} notice={props.notice} onSignedIn={onSignedIn} />,
  );
  return { onSignedIn, user };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

test('the admin signs in: the session is stored, the ability updated, and the page leaves for the target', async () => {
  const { onSignedIn, user } = renderLogin({ redirectTo: '/apps/ecommerce/product/list?q=iphone' });
  await fillAndSubmit(user, 'admin@demo.com', 'admin');
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/apps/ecommerce/product/list?q=iphone'));
  expect(session.isLoggedIn()).toBe(true);
  expect(session.get().userData).toMatchObject({ email: 'admin@demo.com', role: 'admin' });
  expect(JSON.parse(localStorage.getItem('userAbilityRules') ?? '[]')).toEqual([
    { action: 'manage', subject: 'all' },
  ]);
  expect(localStorage.getItem('accessToken')).toBeTruthy();
});

test('a wrong password shows the error at the email field and stores nothing', async () => {
  const { onSignedIn, user } = renderLogin();
  await fillAndSubmit(user, 'admin@demo.com', 'wrong');
  expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(onSignedIn).not.toHaveBeenCalled();
  expect(session.isLoggedIn()).toBe(false);
  expect(localStorage.getItem('accessToken')).toBeNull();
});

test('empty and malformed fields are refused before any request', async () => {
  const { onSignedIn, user } = renderLogin();
  await fillAndSubmit(user, '', '');
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  await fillAndSubmit(user, 'not-an-address', 'x');
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(onSignedIn).not.toHaveBeenCalled();
});

test('shows the notice it was sent with, and links to the other auth pages of the app', () => {
  renderLogin({ notice: 'auth.passwordChanged' });
  expect(screen.getByText('Your password was changed. Log in with the new one.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  expect(document.title).toBe('Login | Atrium');
});

test('speaks the stored language', async () => {
  await i18n.changeLanguage('fr');
  renderLogin();
  expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
});

test('a sign-up confirmation link (?verify=) creates the account once; the new user then signs in', async () => {
  await api('/api/auth/register', {
    method: 'POST',
    body: { username: 'lin', email: 'lin@example.com', password: 'long-enough', terms: true },
  });
  const token = await mailedConfirmationToken('lin@example.com');
  const onSignedIn = jest.fn();
  const user = renderStandalonePage(<LoginPage redirectTo="/" onSignedIn={onSignedIn} verifyToken={token} />);
  expect(
    await screen.findByText('Your address is confirmed and your account is ready. Log in.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('lin@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/'));
  expect(session.get().userData).toMatchObject({ email: 'lin@example.com', role: 'client' });
});

test("the link mailed to an account's new address confirms it: the page says so and fills it in", async () => {
  const signedIn = await api<{ accessToken: string }>('/api/auth/login', {
    method: 'POST',
    body: { email: 'client@demo.com', password: 'client' },
  });
  const details = { ...(await accountDetails(signedIn.accessToken)), email: 'client.new@example.com' };
  await fetch('/api/account/settings/details', {
    method: 'PUT',
    headers: { Authorization: `Bearer ${signedIn.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(details),
  });
  const token = await mailedNewAddressToken('client.new@example.com');
  renderStandalonePage(<LoginPage redirectTo="/" onSignedIn={jest.fn()} verifyToken={token} />);
  expect(
    await screen.findByText('Your new address is confirmed: log in with it from now on.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('client.new@example.com');
});

async function accountDetails(token: string): Promise<Record<string, unknown>> {
  const res = await fetch('/api/account/settings', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { details: Record<string, unknown> }).details;
}

test('a used or unknown confirmation link says so', async () => {
  renderStandalonePage(<LoginPage redirectTo="/" onSignedIn={jest.fn()} verifyToken={'f'.repeat(64)} />);
  expect(await screen.findByText('This confirmation link does not work')).toBeInTheDocument();
  expect(screen.getByText('This confirmation link is invalid, expired or already used')).toBeInTheDocument();
});
