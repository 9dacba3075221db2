import { screen } from '@testing-library/react';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { authTranslations } from '../authTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(authTranslations);

test('sends a reset link: the page confirms, and links to the new-password page with its token', async () => {
  const user = renderStandalonePage(<ForgotPasswordPage />);
  await user.type(screen.getByLabelText('Email'), 'client@demo.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  const link = await screen.findByRole('link', { name: 'Set a new password' });
  expect(link.getAttribute('href')).toMatch(/^\/new-password\?email=client%40demo\.com&token=\w+/);
  expect(screen.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/login');
});

test('an address that is not one is said at the field, and nothing is sent', async () => {
  const user = renderStandalonePage(<ForgotPasswordPage />);
  await user.type(screen.getByLabelText('Email'), 'nobody');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Set a new password' })).not.toBeInTheDocument();
});
