import { screen, waitFor } from '@testing-library/react';
import { i18n, session } from '@atrium/platform';
import { RegisterPage } from './RegisterPage';
import { authTranslations } from '../authTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(authTranslations);

test('a visitor creates an account: it is signed in with the client role and the page leaves for the app', async () => {
  const onSignedUp = jest.fn();
  const user = renderStandalonePage(<RegisterPage onSignedUp={onSignedUp} />);
  expect(document.title).toBe('Register | Atrium');
  await user.type(screen.getByLabelText('Username'), 'newcomer');
  await user.type(screen.getByLabelText('Email'), 'newcomer@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/i }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
  expect(session.get().userData).toMatchObject({ email: 'newcomer@example.com', role: 'client' });
});

test('says what is missing, and what the API refuses, at the fields', async () => {
  const onSignedUp = jest.fn();
  const user = renderStandalonePage(<RegisterPage onSignedUp={onSignedUp} />);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Username'), 'someone');
  await user.type(screen.getByLabelText('Email'), 'admin@demo.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/i }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getAllByText(/already/i).length).toBeGreaterThan(0);
  expect(onSignedUp).not.toHaveBeenCalled();
  expect(session.isLoggedIn()).toBe(false);
});

test('speaks the stored language', async () => {
  await i18n.changeLanguage('ar');
  renderStandalonePage(<RegisterPage />);
  expect(screen.getByRole('link', { name: /تسجيل الدخول|سجّل الدخول/ })).toHaveAttribute('href', '/login');
});
