import { cleanup, screen, waitFor } from '@testing-library/react';
import { api, session, type AbilityRule } from '@atrium/platform';
import type { LoginResponse } from '@atrium/contracts';
import { AuthVariantsPage } from './AuthVariantsPage';
import { variantOf } from './authVariants';
import { variantTranslations } from './variantTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

// Leaving for the app is a full navigation, which jsdom has not: the test checks it is asked for.
jest.mock('../leaveAfterSignIn', () => ({ leaveAfterSignIn: jest.fn(async () => {}) }));
const { leaveAfterSignIn } = jest.requireMock<{ leaveAfterSignIn: jest.Mock }>('../leaveAfterSignIn');

setUpStandalonePageSuite(variantTranslations);

const renderVariant = (name: string) =>
  renderStandalonePage(<AuthVariantsPage variant={variantOf(`/pages/authentication/${name}`)} />);

async function signInAsAdmin() {
  const answer = await api<LoginResponse>('/api/auth/login', {
    method: 'POST',
    body: { email: 'admin@demo.com', password: 'admin' },
  });
  session.login({ ...answer, userAbilityRules: answer.userAbilityRules as AbilityRule[] });
  return answer.accessToken;
}

test.each(['v1', 'v2'])('login-%s: the real login form, linking to its siblings', async (layout) => {
  renderVariant(`login-${layout}`);
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `/pages/authentication/register-${layout}`,
  );
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    `/pages/authentication/forgot-password-${layout}`,
  );
});

test('login-v2: nobody signed in, the real login form signs in and leaves for the app', async () => {
  const user = renderVariant('login-v2');
  await user.type(await screen.findByLabelText('Email'), 'client@demo.com');
  await user.type(screen.getByLabelText('Password'), 'client');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(leaveAfterSignIn).toHaveBeenCalledWith('/', expect.anything()));
  expect(session.get().userData?.email).toBe('client@demo.com');
});

test('v2 is the split layout with its illustration; v1 the centred card without one', async () => {
  renderVariant('register-v2');
  await screen.findByRole('button', { name: 'Sign up' });
  const image = document.querySelector('img');
  expect(image).toHaveAttribute('alt', '');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width');
  cleanup();
  renderVariant('register-v1');
  await screen.findByRole('button', { name: 'Sign up' });
  expect(document.querySelector('img')).toBeNull();
});

test('register-v1: the real sign-up form submits and asks to confirm the address by mail', async () => {
  const user = renderVariant('register-v1');
  await user.type(await screen.findByLabelText('Username'), 'demo-user');
  await user.type(screen.getByLabelText('Email'), 'demo-user@demo.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/i }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText(/We sent a mail to demo-user@demo\.com/)).toBeInTheDocument();
  expect(session.isLoggedIn()).toBe(false);
});

test('forgot-password-v2: the real forgot form sends a link', async () => {
  const user = renderVariant('forgot-password-v2');
  await user.type(await screen.findByLabelText('Email'), 'client@demo.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to login/ })).toHaveAttribute(
    'href',
    '/pages/authentication/login-v2',
  );
});

test('reset-password-v1: the real new-password form (without a reset link, it offers a new one)', async () => {
  renderVariant('reset-password-v1');
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/pages/authentication/forgot-password-v1',
  );
});

test('a signed-in visitor on the login demo stays signed in as they were', async () => {
  const token = await signInAsAdmin();
  renderVariant('login-v1');
  expect(await screen.findByText('You are already signed in')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/');
  expect(session.get().accessToken).toBe(token);
  expect(session.get().userData?.email).toBe('admin@demo.com');
});

test('an unknown variant says so, with a link home', () => {
  renderStandalonePage(<AuthVariantsPage variant={variantOf('/pages/authentication/login-v9')} />);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('a signed-in visitor on the sign-up demo is not signed up as someone else', async () => {
  const token = await signInAsAdmin();
  renderVariant('register-v2');
  expect(await screen.findByText('You are already signed in')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  expect(session.get().accessToken).toBe(token);
});
