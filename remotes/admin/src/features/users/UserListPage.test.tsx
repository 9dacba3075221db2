import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, passwordMatches, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n, unusedPrefetches } from '../../testing/kit';
import area from '../../area';
import UserListPage from './UserListPage';

const LIST = '/apps/user/list';
const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1);
const rowOf = (name: string) => rowsOf().find((row) => within(row).queryByText(name))!;
const newest = () => [...db.users].reverse();

/** Types into a field of the form as a paste (one input event: quick, as a person pasting would be). */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  label: string,
  value: string,
) {
  const field = within(form).getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe('UserListPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('has its list and figures asked for with its chunk: the route prefetches exactly what the page reads', async () => {
    const route = area.routes.find((r) => r.path === '/apps/user/list')!;
    const url = '/apps/user/list?role=editor&status=active&q=an&sortBy=fullName&orderBy=asc&page=2';
    const { prefetched, unused } = await unusedPrefetches(route, <UserListPage />, url);
    expect(prefetched).toBe(2);
    expect(unused).toEqual([]);
  });

  it('shows the figures over every user and the first page, newest first', async () => {
    renderPage(<UserListPage />, { url: LIST });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(within(rowsOf()[0]).getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('1-10 of 52')).toBeInTheDocument();
    const count = (keep: (u: (typeof db.users)[number]) => boolean) => String(db.users.filter(keep).length);
    const figure = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(figure('Users')).toHaveTextContent('52'));
    expect(figure('Paid users')).toHaveTextContent(count((u) => u.currentPlan !== 'basic'));
    expect(figure('Active users')).toHaveTextContent(count((u) => u.status === 'active'));
    expect(figure('Pending users')).toHaveTextContent(count((u) => u.status === 'pending'));
  });

  it('filters by a role of the roles call, a plan and a status, in the URL and the API', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    db.roles.push({
      id: 99,
      name: 'Support',
      builtIn: false,
      rules: [{ action: 'read', subject: 'Invoice' }],
    });
    db.users[4].role = 'Support';
    renderPage(<UserListPage />, { url: LIST });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    const role = screen.getByRole('combobox', { name: 'Role' });
    await waitFor(() => expect(within(role).getByRole('option', { name: 'Support' })).toBeInTheDocument());
    expect(within(role).getByRole('option', { name: 'Client' })).toBeInTheDocument();
    await user.selectOptions(role, 'Support');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('role=Support'));
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(within(rowsOf()[0]).getByText(db.users[4].fullName)).toBeInTheDocument();

    await user.selectOptions(role, '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'team');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('plan=team&status=active'));
    const expected = db.users.filter((u) => u.currentPlan === 'team' && u.status === 'active').length;
    await waitFor(() =>
      expect(screen.getByText(`1-${Math.min(10, expected)} of ${expected}`)).toBeInTheDocument(),
    );
  });

  it('adds a user in the drawer: messages at the fields, then saved with a role and a password', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<UserListPage />, { url: LIST });
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const form = await screen.findByRole('form', { name: 'Add a user' });
    await fill(user, form, 'Email', 'not-an-email');
    await fill(user, form, 'Password', 'short');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText('Enter a valid email')).toBeInTheDocument();
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThanOrEqual(4);
    expect(within(form).getByLabelText('Role')).toHaveAccessibleDescription('Choose a role');
    expect(within(form).getByText('At least 8 characters')).toBeInTheDocument();

    await fill(user, form, 'Full name', 'Grace Hopper');
    await fill(user, form, 'Username', 'ghopper');
    await fill(user, form, 'Email', 'grace@navy.test');
    await fill(user, form, 'Contact', '+1 555 0100');
    await fill(user, form, 'Company', 'US Navy');
    await fill(user, form, 'Country', 'United States');
    await user.selectOptions(within(form).getByLabelText('Role'), 'editor');
    await user.selectOptions(within(form).getByLabelText('Plan'), 'team');
    await fill(user, form, 'Password', 'hopper-2026');
    await fill(user, form, 'Confirm the password', 'hopper-2026');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a user' })).not.toBeInTheDocument());
    const added = db.users.find((u) => u.email === 'grace@navy.test')!;
    expect(added).toEqual(
      expect.objectContaining({ fullName: 'Grace Hopper', role: 'editor', currentPlan: 'team' }),
    );
    // Stored as a hash: the password is checked, not read.
    expect(await passwordMatches(added.id, 'hopper-2026')).toBe(true);
    await waitFor(() => expect(within(rowsOf()[0]).getByText('Grace Hopper')).toBeInTheDocument());
  });

  it('says so at the field when the email is taken (the API answers 409)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<UserListPage />, { url: LIST });
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const form = await screen.findByRole('form', { name: 'Add a user' });
    await fill(user, form, 'Full name', 'Another John');
    await fill(user, form, 'Username', 'anotherjohn');
    await fill(user, form, 'Email', 'admin@demo.com');
    await fill(user, form, 'Contact', '+1 555 0101');
    await fill(user, form, 'Company', 'Atrium');
    await fill(user, form, 'Country', 'USA');
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Author' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText('Role'), 'author');
    await user.click(within(form).getByRole('button', { name: 'Add user' }));
    expect(await within(form).findByText('Another user has this email')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(db.users).toHaveLength(52);
  });

  it('edits a user from their row, prefilled, with a PUT', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const target = newest()[2];
    renderPage(<UserListPage />, { url: LIST });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.click(within(rowOf(target.fullName)).getByRole('button', { name: `Edit ${target.fullName}` }));
    const form = await screen.findByRole('form', { name: `Edit ${target.fullName}` });
    expect(within(form).getByLabelText('Email')).toHaveValue(target.email);
    expect(within(form).queryByLabelText('Password')).not.toBeInTheDocument();
    await fill(user, form, 'Company', 'Renamed Ltd');
    await user.selectOptions(within(form).getByLabelText('Status'), 'inactive');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const saved = db.users.find((u) => u.id === target.id)!;
    expect(saved).toEqual(
      expect.objectContaining({ company: 'Renamed Ltd', status: 'inactive', avatar: target.avatar }),
    );
    await waitFor(() => expect(within(rowOf(target.fullName)).getByText('Inactive')).toBeInTheDocument());
  });

  it('deletes the selection after confirmation; Undo brings the rows back and deletes nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    // Jane Doe and the newest sample user (John Doe, the admin signed in, cannot delete himself).
    const [first, , second] = newest();
    renderPage(<UserListPage />, { url: LIST });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.click(within(rowOf(first.fullName)).getByRole('checkbox'));
    await user.click(within(rowOf(second.fullName)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 users?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowsOf().some((r) => within(r).queryByText(first.fullName))).toBe(false));
    expect(screen.getByText('1-10 of 50')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(rowsOf()[0]).getByText(first.fullName)).toBeInTheDocument());
    expect(db.users).toHaveLength(52);
  });

  it('sends the deletion once the Undo time is over', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const [first] = newest();
    renderPage(<UserListPage />, { url: LIST });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.click(within(rowOf(first.fullName)).getByRole('button', { name: `Delete ${first.fullName}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowsOf().some((r) => within(r).queryByText(first.fullName))).toBe(false));
    expect(db.users).toHaveLength(52);
    await act(async () => {
      jest.advanceTimersByTime(5100);
    });
    await waitFor(() => expect(db.users.some((u) => u.id === first.id)).toBe(false));
    jest.useRealTimers();
  });

  it('exports every user the filters match as CSV', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<UserListPage />, { url: `${LIST}?status=pending` });
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [blob] = createObjectURL.mock.calls[0];
    const lines = (await blob.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Full name,Username,Email,Role');
    expect(lines).toHaveLength(1 + db.users.filter((u) => u.status === 'pending').length);
    click.mockRestore();
  });

  it('does not offer the signed-in admin deleting themselves, alone or in a selection', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<UserListPage />, { url: `${LIST}?q=demo.com` });
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(
      within(rowOf('John Doe')).queryByRole('button', { name: 'Delete John Doe' }),
    ).not.toBeInTheDocument();
    expect(within(rowOf('Jane Doe')).getByRole('button', { name: 'Delete Jane Doe' })).toBeInTheDocument();
    await user.click(within(rowOf('John Doe')).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: /^Delete \d+ selected$/ })).not.toBeInTheDocument();
    await user.click(within(rowOf('Jane Doe')).getByRole('checkbox'));
    expect(screen.getByRole('button', { name: 'Delete 1 selected' })).toBeInTheDocument();
  });

  it('offers no add, edit, delete or selection to a role that may only read users', async () => {
    renderPage(<UserListPage />, {
      url: LIST,
      rules: [{ action: 'read', subject: 'User' }],
      account: 'admin',
    });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(within(rowsOf()[0]).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(rowsOf()[0]).getByRole('link', { name: /^View / })).toBeInTheDocument();
  });
});
