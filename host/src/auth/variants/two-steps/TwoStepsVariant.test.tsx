import { screen } from '@testing-library/react';
import TwoStepsVariant from './TwoStepsVariant';
import { variantTranslations } from '../variantTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(variantTranslations);

/** The code the page shows (the mock API answers the code a real one would text). */
async function shownCode() {
  const notice = await screen.findByText(/^Demo: the code sent to/);
  return /(\d{6})$/.exec(notice.textContent ?? '')![1];
}

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
