import { screen } from '@testing-library/react';
import { mailsTo } from '@atrium/mocks';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { authTranslations } from '../authTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(authTranslations);

test('sends a reset link by mail: the page confirms without the link, which only the mailbox gets', async () => {
  const user = renderStandalonePage(<ForgotPasswordPage />);
  await user.type(screen.getByLabelText('Email'), 'client@demo.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Check your email')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Set a new password' })).not.toBeInTheDocument();
  const [mail] = await mailsTo('client@demo.com');
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(link.pathname).toBe('/new-password');
  expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
  expect(screen.getByRole('link', { name: /Back to login/ })).toHaveAttribute('href', '/login');
});

test('an unknown address gets the same page, and no mail', async () => {
  const user = renderStandalonePage(<ForgotPasswordPage />);
  await user.type(screen.getByLabelText('Email'), 'nobody@demo.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(
    await screen.findByText('If nobody@demo.com has an account, a reset link is on its way.'),
  ).toBeInTheDocument();
  expect(await mailsTo('nobody@demo.com')).toEqual([]);
});

test('an address that is not one is said at the field, and nothing is sent', async () => {
  const user = renderStandalonePage(<ForgotPasswordPage />);
  await user.type(screen.getByLabelText('Email'), 'nobody');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Set a new password' })).not.toBeInTheDocument();
});
