import { screen } from '@testing-library/react';
import { i18n, session } from '@atrium/platform';
import { db, mailedConfirmationToken, mailsTo } from '@atrium/mocks';
import { RegisterPage } from './RegisterPage';
import { authTranslations } from '../authTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(authTranslations);

async function signUp(username: string, email: string) {
  const user = renderStandalonePage(<RegisterPage />);
  expect(document.title).toBe('Register | Atrium');
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/i }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

test('a visitor asks for an account: the page says to confirm the address from the mail, nobody is signed in', async () => {
  await signUp('newcomer', 'newcomer@example.com');
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
  expect(screen.getByText(/We sent a mail to newcomer@example\.com/)).toBeInTheDocument();
  expect(session.isLoggedIn()).toBe(false);
  expect(await mailedConfirmationToken('newcomer@example.com')).toMatch(/^[0-9a-f]{64}$/);
});

test('a taken email gets the very same page: nothing says the address has an account', async () => {
  await signUp('someone', 'admin@demo.com');
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
  expect(screen.getByText(/We sent a mail to admin@demo\.com/)).toBeInTheDocument();
  expect(screen.queryByText(/already registered/i)).not.toBeInTheDocument();
  expect((await mailsTo('admin@demo.com'))[0].subject).toMatch(/someone tried to sign up/i);
});

test('says what is missing at the fields, and a taken username at its field', async () => {
  const user = renderStandalonePage(<RegisterPage />);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Username'), db.users[0].username);
  await user.type(screen.getByLabelText('Email'), 'fresh@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/i }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('This username is taken')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
});

test('speaks the stored language', async () => {
  await i18n.changeLanguage('ar');
  renderStandalonePage(<RegisterPage />);
  expect(screen.getByRole('link', { name: /تسجيل الدخول|سجّل الدخول/ })).toHaveAttribute('href', '/login');
});
