import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from '@atrium/ui';
import { server } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n, startMockApi } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

beforeAll(() => setupI18n());

// The design examples save nothing: what they say when done must not claim a success.
let success: jest.SpyInstance;
let info: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
  info = jest.spyOn(toast, 'info').mockImplementation(() => 1);
});
afterEach(() => {
  expect(success).not.toHaveBeenCalled();
  success.mockRestore();
  info.mockRestore();
});

async function openExample(name: string) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { default: Page } = await loadShowcasePage('pages', 'dialog-examples');
  renderPage(<Page />, { url: '/pages/dialog-examples' });
  await user.click(screen.getByRole('button', { name: `Show: ${name}` }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

test('add new card: checks each field, then says the example saved nothing', async () => {
  const { user, dialog } = await openExample('Add new card');
  await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
  expect(within(dialog).getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
    /Enter a valid card number/,
  );
  expect(within(dialog).getByRole('textbox', { name: 'Expiry date' })).toHaveAccessibleDescription(
    'Enter the expiry as MM/YY',
  );

  await user.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await user.click(within(dialog).getByRole('textbox', { name: 'Name on the card' }));
  await user.paste('Ana Lima');
  await user.type(within(dialog).getByRole('textbox', { name: 'Expiry date' }), '12/30');
  await user.type(within(dialog).getByRole('textbox', { name: 'Security code' }), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
  expect(info).toHaveBeenCalledWith('Example only: the Visa card ending in 4242 was not saved');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('enable OTP: the phone number first, then the code sent to it', async () => {
  const { user, dialog } = await openExample('Enable one-time password');
  const phone = within(dialog).getByRole('textbox', { name: 'Phone number' });
  await user.type(phone, 'abc');
  await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
  expect(phone).toHaveAccessibleDescription('Enter a valid phone number');

  await user.clear(phone);
  await user.type(phone, '+33 6 12 34 56 78');
  await user.click(within(dialog).getByRole('button', { name: 'Send the code' }));
  expect(dialog).toHaveAccessibleDescription('We sent a code to +33 6 12 34 56 78');

  await user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }));
  expect(within(dialog).getByText('Enter the 6 digits of the code')).toBeInTheDocument();
  await user.click(within(dialog).getAllByRole('textbox')[0]);
  await user.keyboard('123456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }));
  expect(info).toHaveBeenCalledWith(
    'Example only: one-time passwords were not turned on for +33 6 12 34 56 78',
  );
});

test('create app: Next waits for a valid step, and the last one creates the app', async () => {
  const { user, dialog } = await openExample('Create app');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByRole('textbox', { name: 'App name' })).toHaveAccessibleDescription(
    'This field is required',
  );
  expect(within(dialog).getByRole('radiogroup', { name: 'Category' })).toHaveAccessibleDescription(
    'Choose one of the options',
  );

  await user.click(within(dialog).getByRole('textbox', { name: 'App name' }));
  await user.paste('Atrium CRM');
  await user.click(within(dialog).getByRole('radio', { name: 'CRM' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(within(dialog).getByRole('radio', { name: 'React' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));

  await user.click(within(dialog).getByRole('textbox', { name: 'Database name' }));
  await user.paste('Bad name');
  await user.click(within(dialog).getByRole('radio', { name: 'PostgreSQL' }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  const database = within(dialog).getByRole('textbox', { name: 'Database name' });
  expect(database).toHaveAccessibleDescription(/Use lower-case letters/);
  await user.clear(database);
  await user.click(database);
  await user.paste('atrium_crm');
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));

  expect(within(dialog).getByText('Built with React, its data in PostgreSQL.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
  expect(info).toHaveBeenCalledWith('Example only: Atrium CRM was not created');
});

test('address: the shared address fields, checked, then saved', async () => {
  const { user, dialog } = await openExample('Add new address');
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
    'This field is required',
  );
  await user.click(within(dialog).getByRole('radio', { name: 'Office' }));
  await user.click(within(dialog).getByRole('textbox', { name: 'Full name' }));
  await user.paste('Ana Lima');
  await user.click(within(dialog).getByRole('textbox', { name: 'Address' }));
  await user.paste('12 rue de la Paix');
  await user.click(within(dialog).getByRole('textbox', { name: 'City' }));
  await user.paste('Lyon');
  await user.click(within(dialog).getByRole('textbox', { name: 'State or region' }));
  await user.paste('Rhône');
  await user.click(within(dialog).getByRole('textbox', { name: 'Postcode' }));
  await user.paste('69002');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), 'France');
  await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
  expect(info).toHaveBeenCalledWith('Example only: the address in Lyon was not saved');
});

describe('the area’s own dialogs', () => {
  beforeAll(() => startMockApi());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  test('edit user opens the users feature’s dialog on the first user of the list', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { default: Page } = await loadShowcasePage('pages', 'dialog-examples');
    renderPage(<Page />, { url: '/pages/dialog-examples' });
    await user.click(screen.getByRole('button', { name: 'Show: Edit user' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit / });
    const name = within(dialog).getByRole('textbox', { name: 'Full name' });
    expect(dialog).toHaveAccessibleName(`Edit ${(name as HTMLInputElement).value}`);
  });

  test('add new role opens the roles feature’s dialog', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { default: Page } = await loadShowcasePage('pages', 'dialog-examples');
    renderPage(<Page />, { url: '/pages/dialog-examples' });
    await user.click(screen.getByRole('button', { name: 'Show: Add new role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a role' });
    expect(within(dialog).getByRole('textbox', { name: 'Role name' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
