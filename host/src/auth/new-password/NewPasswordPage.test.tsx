import { screen, waitFor } from '@testing-library/react';
import { api } from '@atrium/platform';
import type { ForgotPasswordResponse } from '@atrium/contracts';
import { newestMailTo } from '@atrium/mocks';
import { NewPasswordPage } from './NewPasswordPage';
import { authTranslations } from '../authTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(authTranslations);

/** The query of the reset link forgot-password mails (read from the development outbox). */
async function resetLinkFor(email: string) {
  await api<ForgotPasswordResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } });
  const mail = await newestMailTo(email, /reset your/i);
  return new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).search;
}

test('with the link from forgot-password, sets the password and sends the visitor to log in', async () => {
  const leave = jest.fn();
  const user = renderStandalonePage(
    <NewPasswordPage search={await resetLinkFor('client@demo.com')} leave={leave} />,
  );
  expect(screen.getByLabelText('Email')).toHaveValue('client@demo.com');
  await user.type(screen.getByLabelText('New password'), 'a-new-password');
  await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Set a new password' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?notice=passwordChanged'));
});

test('without a token, says the link is not valid and offers a new one', () => {
  renderStandalonePage(<NewPasswordPage search="?email=client%40demo.com" leave={jest.fn()} />);
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  expect(screen.getByRole('button', { name: 'Set a new password' })).toBeDisabled();
});

test('two passwords that differ are said at the confirmation', async () => {
  const leave = jest.fn();
  const user = renderStandalonePage(
    <NewPasswordPage search={await resetLinkFor('client@demo.com')} leave={leave} />,
  );
  await user.type(screen.getByLabelText('New password'), 'a-new-password');
  await user.type(screen.getByLabelText('Confirm password'), 'another-one');
  await user.click(screen.getByRole('button', { name: 'Set a new password' }));
  expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  expect(leave).not.toHaveBeenCalled();
});
