import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { db, passwordMatches, resetMockDb } from '@atrium/mocks';
import { listenUntilReady, server } from '@atrium/mocks/node';
import { session } from '@atrium/platform';
import { toast } from '@atrium/ui';
import { renderPage, setupI18n } from '../../testing/kit';
import AccountSettingsPage from './AccountSettingsPage';

// jsdom draws no pictures: the scaled photo is a small PNG, as the browser's canvas would give.
const SCALED = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
jest.mock('@atrium/platform', () => ({
  ...jest.requireActual<object>('@atrium/platform'),
  scalePicture: async () => new Blob([SCALED], { type: 'image/png' }),
}));

const path = '/pages/account-settings/:tab';
const page = <AccountSettingsPage />;
let success: jest.SpyInstance;

describe('AccountSettingsPage', () => {
  beforeAll(async () => {
    await setupI18n();
    await listenUntilReady();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    resetMockDb();
    success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
  });

  afterEach(() => success.mockRestore());

  it('fills the account from the API and saves valid changes there', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/account', path });
    const form = await screen.findByRole('form', { name: 'Account details' });
    expect(within(form).getByLabelText('First name')).toHaveValue('John');
    expect(within(form).getByLabelText('Email')).toHaveValue('admin@demo.com');
    await user.clear(within(form).getByLabelText('Last name'));
    await user.click(within(form).getByLabelText('Last name'));
    await user.paste('Smith');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your changes were saved'));
    expect(db.accountSettings['51'].details.lastName).toBe('Smith');
    expect(within(form).getByRole('button', { name: 'Discard' })).toBeDisabled();
    // The account's name: the navbar shows it (the session's user data), the users list too.
    expect(session.get().userData?.fullName).toBe('John Smith');
    expect(db.users.find((u) => u.id === 51)?.fullName).toBe('John Smith');
  });

  it('a new email waits for its link: the notice says where it went, sign-in stays on the old one', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/account', path });
    const form = await screen.findByRole('form', { name: 'Account details' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'john.new@example.com' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'A link was mailed to john.new@example.com. Your account signs in with admin@demo.com until it is followed.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('admin@demo.com');
    expect(db.users.find((u) => u.id === 51)?.email).toBe('admin@demo.com');
  });

  it('uploads a photo: stored by the API, shown as the avatar; Reset removes it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/account', path });
    await screen.findByRole('form', { name: 'Account details' });
    const file = new File([SCALED], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload new photo', { selector: 'input' }), file);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your photo was saved'));
    const avatar = db.users.find((u) => u.id === 51)?.avatar;
    expect(avatar).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);
    expect(session.get().userData?.avatar).toBe(avatar);
    await user.click(screen.getByRole('button', { name: 'Reset photo' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Your photo was removed: your initials show instead'),
    );
    expect(db.users.find((u) => u.id === 51)?.avatar).toBe('');
    expect(db.media).toHaveLength(0);
  });

  it('refuses a file that is not a picture before sending it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
    renderPage(page, { url: '/pages/account-settings/account', path });
    await screen.findByRole('form', { name: 'Account details' });
    const file = new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' });
    await user.upload(screen.getByLabelText('Upload new photo', { selector: 'input' }), file);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'JPG, GIF, PNG or WebP, at most 800 KB.',
      ),
    );
    expect(db.media).toHaveLength(0);
  });

  it('when the details were saved elsewhere meanwhile (another tab, an admin), says so and can load them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/account', path });
    const form = await screen.findByRole('form', { name: 'Account details' });
    // Saved elsewhere while this form is open (the page's first read made the record).
    db.accountSettings['51'].details = { ...db.accountSettings['51'].details, organization: 'Elsewhere Inc' };
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Smith' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const conflict = await within(form).findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else saved this while you were editing it');
    expect(db.accountSettings['51'].details.lastName).not.toBe('Smith');
    await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    expect(within(form).getByLabelText('Organization')).toHaveValue('Elsewhere Inc');
    expect(success).not.toHaveBeenCalled();
  });

  it('shows messages at the fields and does not save', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/account', path });
    const form = await screen.findByRole('form', { name: 'Account details' });
    await user.clear(within(form).getByLabelText('First name'));
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Enter a valid email')).toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  it('asks to confirm deactivation with the box ticked', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/account', path });
    await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    expect(await screen.findByText('Please confirm the deactivation')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I confirm the deactivation of my account' }));
    await user.click(screen.getByLabelText('Your password'));
    await user.paste('admin');
    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    // A confirmation dialog (role dialog): asking for an alertdialog first waited out its timeout.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate your account?');
    expect(db.users.find((u) => u.email === 'admin@demo.com')?.status).toBe('active');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    // Done by the API first: the account is inactive, then this browser is signed out.
    await waitFor(() => expect(session.get().accessToken).toBeNull());
    expect(db.users.find((u) => u.email === 'admin@demo.com')?.status).toBe('inactive');
  });

  it('lists the open sessions from the API, this browser marked, and signs another one out', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    // Another browser of the admin's, signed in elsewhere.
    const other = await fetch('http://localhost/api/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0.0.0 Safari/537.36',
      },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = (await other.json()) as { accessToken: string };
    renderPage(page, { url: '/pages/account-settings/security', path });
    const table = await screen.findByRole('table', { name: 'Recent devices' });
    expect(await within(table).findByText('This browser')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Sign out Chrome on Windows' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Chrome on Windows was signed out'));
    const gone = await fetch('http://localhost/api/account/sessions', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(gone.status).toBe(401);
    await waitFor(() => expect(within(table).queryByText('Chrome on Windows')).not.toBeInTheDocument());
  });

  it('checks the new password rules at the field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/security', path });
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await user.click(await screen.findByLabelText('Current password'));
    await user.paste('wrong');
    await user.click(screen.getByLabelText('New password'));
    await user.paste('short');
    await user.click(screen.getByLabelText('Confirm the new password'));
    await user.paste('short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.click(screen.getByLabelText('New password'));
    await user.paste('New-pass1');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.click(screen.getByLabelText('Confirm the new password'));
    await user.paste('New-pass1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    // The API checks the current password: its message lands at the field.
    expect(await screen.findByText('The current password is not right')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.click(screen.getByLabelText('Current password'));
    await user.paste('admin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your password was changed'));
    // Stored as a hash: the password is checked, not read.
    expect(await passwordMatches(db.credentials[0].userId, 'New-pass1')).toBe(true);
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('rejects an invalid card number', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/billing-plans', path });
    const card = await screen.findByRole('form', { name: 'Payment method' });
    await user.type(within(card).getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await within(card).findByText('Enter a valid card number')).toBeInTheDocument();
  });

  it('adds a card through the API, keeping only its last four digits', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/billing-plans', path });
    const card = await screen.findByRole('form', { name: 'Payment method' });
    fireEvent.change(within(card).getByLabelText('Card number'), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(within(card).getByLabelText('Name on the card'), { target: { value: 'John Doe' } });
    fireEvent.change(within(card).getByLabelText('Expiry date'), { target: { value: '12/40' } });
    fireEvent.change(within(card).getByLabelText('CVV code'), { target: { value: '123' } });
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('list', { name: 'Saved cards' })).toHaveTextContent('4242');
    expect(db.accountSettings['51'].paymentCards).toEqual([
      { id: 1, cardName: 'John Doe', expiry: '12/40', last4: '4242' },
    ]);
  });

  it('switches tab through the URL and keeps notification choices', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/account', path });
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/pages/account-settings/notification'),
    );
    const box = await screen.findByRole('checkbox', { name: 'A new device is linked by App' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your changes were saved'));
    expect(db.accountSettings['51'].notifications.channels.newDevice.app).toBe(true);
  });

  it('saves a connection at the switch', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(page, { url: '/pages/account-settings/connection', path });
    const slack = await screen.findByRole('switch', { name: /Slack/ });
    expect(slack).not.toBeChecked();
    await user.click(slack);
    await waitFor(() => expect(success).toHaveBeenCalledWith(expect.stringContaining('Slack')));
    expect(db.accountSettings['51'].connections.apps.slack).toBe(true);
    expect(slack).toBeChecked();
  });

  it('shows a not-found state for an unknown tab', () => {
    renderPage(page, { url: '/pages/account-settings/nope', path });
    expect(screen.getByText('Settings section not found')).toBeInTheDocument();
  });
});
