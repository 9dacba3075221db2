import { screen } from '@testing-library/react';
import { session } from '@atrium/platform';
import { db, issueToken, mailedTwoStepsCode } from '@atrium/mocks';
import TwoStepsVariant from './TwoStepsVariant';
import { variantTranslations } from '../variantTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(variantTranslations);

/** Signs the session in as the client, with a real token of the mock API. */
function signInAsClient() {
  const client = db.users.find((u) => u.email === 'client@demo.com')!;
  const { id, fullName, username, avatar, email, role } = client;
  session.login({
    userData: { id, fullName, username, avatar, email, role },
    accessToken: issueToken(id),
    userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
  });
}

/** The code mailed to the client once the page says it was sent (read from the development outbox). */
async function shownCode() {
  await screen.findByText('We sent a 6-digit code to c*****@demo.com.');
  return (await mailedTwoStepsCode('client@demo.com'))!;
}

beforeEach(signInAsClient);

test('a visitor is asked to log in first, and no code is sent', async () => {
  session.logout();
  renderStandalonePage(<TwoStepsVariant />);
  expect(screen.getByText(/log in first/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
});

test('the code is never on the page', async () => {
  renderStandalonePage(<TwoStepsVariant />);
  const code = await shownCode();
  expect(document.body.textContent).not.toContain(code);
});

test('pasting the code sent and verifying shows the success state', async () => {
  const user = renderStandalonePage(<TwoStepsVariant />);
  const code = await shownCode();
  expect(screen.getByRole('group', { name: 'Type your 6-digit security code' })).toBeInTheDocument();
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
  expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code[5]);
  await user.click(screen.getByRole('button', { name: 'Verify my account' }));
  expect(await screen.findByText('Your account is verified')).toBeInTheDocument();
});

test('a wrong code is refused with the API message; an incomplete one before any request', async () => {
  const user = renderStandalonePage(<TwoStepsVariant />);
  const code = await shownCode();
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard('123');
  await user.click(screen.getByRole('button', { name: 'Verify my account' }));
  expect(await screen.findByText('Enter all 6 digits of the code')).toBeInTheDocument();
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code === '000000' ? '111111' : '000000');
  await user.click(screen.getByRole('button', { name: 'Verify my account' }));
  expect(await screen.findByText('The code is not the one we sent')).toBeInTheDocument();
  expect(screen.queryByText('Your account is verified')).not.toBeInTheDocument();
});

test('speaks Arabic: the boxes are named in it', async () => {
  const { i18n } = await import('@atrium/platform');
  await i18n.changeLanguage('ar');
  renderStandalonePage(<TwoStepsVariant />);
  expect(screen.getByRole('textbox', { name: 'الرقم 1 من 6' })).toBeInTheDocument();
});
