import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, issueToken, passwordMatches, resetMockDb } from '@atrium/mocks';
import { session } from '@atrium/platform';
import { toast } from '@atrium/ui';
import { renderPage, setupI18n } from '../../testing/kit';
import UserViewPage from './UserViewPage';

const path = '/apps/user/view/:id';
/** Jane Doe, the client demo user: active, can sign in. */
const CLIENT_ID = 52;
const client = () => db.users.find((u) => u.id === CLIENT_ID)!;
const open = (tab?: string) =>
  renderPage(<UserViewPage />, { url: `/apps/user/view/${CLIENT_ID}${tab ? `?tab=${tab}` : ''}`, path });

let success: jest.SpyInstance;

describe('UserViewPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => {
    resetMockDb();
    success = jest.spyOn(toast, 'success');
  });
  afterEach(() => success.mockRestore());
  afterAll(() => server.close());

  it('shows who the user is, their plan, and their projects and activity on the Account tab', async () => {
    // What the API server's audit log recorded the user doing.
    db.auditLog.push({
      id: 1,
      at: '2026-01-02T10:00:00.000Z',
      actorId: CLIENT_ID,
      actorName: 'Jane Doe',
      actorEmail: 'client@demo.com',
      ip: '203.0.113.7',
      action: 'update',
      subject: 'Invoice',
      recordId: '4987',
      recordLabel: '#4987',
      changes: [],
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Jane Doe', level: 1 })).toBeInTheDocument();
    const details = screen.getByLabelText('Details');
    expect(details).toHaveTextContent('client@demo.com');
    expect(within(details).getByText('Active')).toBeInTheDocument();
    expect(within(details).getByText('Client')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What the Enterprise plan includes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    const projects = await screen.findByRole('table', { name: 'Projects' });
    expect(within(projects).getAllByRole('row').length).toBeGreaterThan(1);
    const timeline = screen.getByRole('list', { name: 'Activity timeline' });
    expect(within(timeline).getByText('Changed: Invoice')).toBeInTheDocument();
    expect(within(timeline).getByText('#4987')).toBeInTheDocument();
  });

  it('says a user with nothing recorded has no activity yet', async () => {
    open();
    expect(
      await screen.findByText('Nothing recorded yet: sign-ins and changes this user makes show here.'),
    ).toBeInTheDocument();
  });

  it('says so for a user that does not exist', async () => {
    renderPage(<UserViewPage />, { url: '/apps/user/view/999', path });
    expect(await screen.findByText('There is no user with id 999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute('href', '/apps/user/list');
  });

  it('edits the user in a dialog: messages at the fields, then saved with a PUT', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Jane Doe' });
    expect(within(form).getByLabelText('Email')).toHaveValue('client@demo.com');
    await user.clear(within(form).getByLabelText('Full name'));
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'jane@' } });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'jd' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email')).toBeInTheDocument();
    expect(within(form).getByText('At least 3 characters')).toBeInTheDocument();
    expect(client().fullName).toBe('Jane Doe');

    fireEvent.change(within(form).getByLabelText('Full name'), { target: { value: 'Jane Q. Doe' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'jane.doe@demo.com' } });
    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'janedoe' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Jane Q. Doe', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Edit / })).not.toBeInTheDocument();
    expect(client()).toEqual(
      expect.objectContaining({ fullName: 'Jane Q. Doe', email: 'jane.doe@demo.com' }),
    );
  });

  it('when someone else saved the user meanwhile, says what they changed and saves nothing until told', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit Jane Doe' });
    // Another admin saves the user while this form is open.
    Object.assign(client(), { company: 'Their Company', country: 'Peru' });
    fireEvent.change(within(form).getByLabelText('Full name'), { target: { value: 'Mine' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const conflict = await within(form).findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else saved this while you were editing it');
    expect(conflict).toHaveTextContent('They changed Company and Country. Nothing of yours is saved yet.');
    expect(client().fullName).toBe('Jane Doe');
    expect(success).not.toHaveBeenCalled();

    await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    expect(within(form).getByLabelText('Company')).toHaveValue('Their Company');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Jane Doe');

    // Changed again meanwhile: this time the form's values are saved over theirs.
    Object.assign(client(), { company: 'Third' });
    fireEvent.change(within(form).getByLabelText('Full name'), { target: { value: 'Mine' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await user.click(await within(form).findByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByRole('heading', { name: 'Mine', level: 1 })).toBeInTheDocument();
    expect(client()).toEqual(expect.objectContaining({ fullName: 'Mine', company: 'Their Company' }));
  });

  it('suspends the user after confirmation and shows the new status; activates them again', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jane Doe?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Details')).getByText('Inactive')).toBeInTheDocument();
    expect(client().status).toBe('inactive');

    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const again = await screen.findByRole('dialog', { name: 'Activate Jane Doe?' });
    await user.click(within(again).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(client().status).toBe('active');
  });

  it('does not offer suspending one’s own account', async () => {
    renderPage(<UserViewPage />, { url: '/apps/user/view/51', path });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
  });

  it('upgrades the plan in a dialog (PATCH)', async () => {
    const user = userEvent.setup();
    client().currentPlan = 'basic';
    open();
    await user.click(await screen.findByRole('button', { name: 'Upgrade plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade plan' });
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'company');
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(client().currentPlan).toBe('company'));
    expect(await screen.findByRole('list', { name: 'What the Company plan includes' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Jane Doe is now on the Company plan');
  });

  it('shows the API refusal when a limited user gives a role beyond their own, and saves nothing', async () => {
    const user = userEvent.setup();
    // A role that may read users and roles and update users, held by the one who edits and the edited.
    const rules: { action: 'read' | 'update'; subject: string }[] = [
      { action: 'read', subject: 'User' },
      { action: 'update', subject: 'User' },
      { action: 'read', subject: 'Role' },
    ];
    db.roles.push({ id: 99, name: 'Helpdesk', builtIn: false, rules });
    const [editor, edited] = [1, 2].map((id) => db.users.find((u) => u.id === id)!);
    Object.assign(editor, { role: 'Helpdesk', status: 'active' });
    edited.role = 'Helpdesk';
    const { id, fullName, username, avatar, email, role } = editor;
    session.login({
      userData: { id, fullName, username, avatar, email, role },
      accessToken: issueToken(id),
      userAbilityRules: rules,
    });
    renderPage(<UserViewPage />, { url: '/apps/user/view/2', path, rules, account: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: `Edit ${edited.fullName}` });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Admin' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You cannot give the admin role: it grants what you do not hold (manage all)',
    );
    expect(success).not.toHaveBeenCalled();
    expect(edited.role).toBe('Helpdesk');
  });

  it('keeps each tab in the URL', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: 'Connections' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?tab=connection'));
    await user.click(screen.getByRole('tab', { name: 'Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/52$/));
  });

  it('Security: sets the password (checked at the fields), turns on two-step, lists recent devices', async () => {
    const user = userEvent.setup();
    open('security');
    const form = await screen.findByRole('form', { name: 'Set password' });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(within(form).getByLabelText('Confirm the password'), { target: { value: 'other' } });
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    expect(await within(form).findByText('At least 8 characters')).toBeInTheDocument();
    expect(within(form).getByText('The passwords do not match')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'jane-2026!' } });
    fireEvent.change(within(form).getByLabelText('Confirm the password'), {
      target: { value: 'jane-2026!' },
    });
    await user.click(within(form).getByRole('button', { name: 'Set password' }));
    // Stored as a hash: the password is checked, not read.
    await waitFor(async () => expect(await passwordMatches(CLIENT_ID, 'jane-2026!')).toBe(true));
    expect(within(form).getByLabelText('New password')).toHaveValue('');

    await user.click(await screen.findByRole('switch', { name: /Ask for a code/ }));
    await waitFor(() => expect(db.accountSettings[String(CLIENT_ID)].security.twoStep).toBe(true));
    // The client has not signed in during this test: no open session is listed.
    const devices = await screen.findByRole('table', { name: 'Recent devices' });
    expect(within(devices).getByText('No open session')).toBeInTheDocument();
  });

  it('Billing: adds a payment card and saves the billing address for the user', async () => {
    const user = userEvent.setup();
    open('billing-plans');
    const card = await screen.findByRole('form', { name: 'Payment method' });
    fireEvent.change(within(card).getByLabelText('Card number'), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(within(card).getByLabelText('Name on the card'), { target: { value: 'Jane Doe' } });
    fireEvent.change(within(card).getByLabelText('Expiry date'), { target: { value: '12/40' } });
    fireEvent.change(within(card).getByLabelText('CVV code'), { target: { value: '123' } });
    await user.click(within(card).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('list', { name: 'Saved cards' })).toHaveTextContent('4242');
    expect(db.accountSettings[String(CLIENT_ID)].paymentCards).toEqual([
      { id: 1, cardName: 'Jane Doe', expiry: '12/40', last4: '4242' },
    ]);

    const address = screen.getByRole('form', { name: 'Billing address' });
    fireEvent.change(within(address).getByLabelText('Company name'), { target: { value: 'Doe & Co' } });
    fireEvent.change(within(address).getByLabelText('Address'), { target: { value: '1 Main Street' } });
    await user.click(within(address).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(db.accountSettings[String(CLIENT_ID)].billingAddress).toEqual(
        expect.objectContaining({ companyName: 'Doe & Co', address: '1 Main Street' }),
      ),
    );
    // The admin's own settings are untouched.
    expect(db.accountSettings['51']?.paymentCards ?? []).toEqual([]);
  });

  it('Notifications: saves the event × channel choices for the user', async () => {
    const user = userEvent.setup();
    open('notification');
    const box = await screen.findByRole('checkbox', { name: 'A new device is linked by App' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(db.accountSettings[String(CLIENT_ID)].notifications.channels.newDevice.app).toBe(true),
    );
  });

  it('Connections: saves a connected app at its switch', async () => {
    const user = userEvent.setup();
    open('connection');
    await user.click(await screen.findByRole('switch', { name: /Slack/ }));
    await waitFor(() => expect(db.accountSettings[String(CLIENT_ID)].connections.apps.slack).toBe(true));
  });

  it('offers a role that may only read users no edit, suspend, upgrade or settings tabs', async () => {
    renderPage(<UserViewPage />, {
      url: `/apps/user/view/${CLIENT_ID}?tab=billing-plans`,
      path,
      rules: [{ action: 'read', subject: 'User' }],
      account: 'admin',
    });
    expect(await screen.findByRole('heading', { name: 'Jane Doe', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Account', 'Security']);
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade plan' })).not.toBeInTheDocument();
  });
});
