import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { listenUntilReady, server } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import CalendarPage from './CalendarPage';

const URL = '/apps/calendar';
const render = (url = URL) => renderPage(<CalendarPage />, { url, path: URL });

describe('CalendarPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it("shows this month's events of every calendar, and hides a calendar's when unticked (in the URL)", async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render();
    expect(await screen.findByText('Meeting With Client')).toBeInTheDocument();
    expect(screen.getByText('Family Trip')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Business' }));
    await waitFor(() => expect(screen.queryByText('Meeting With Client')).not.toBeInTheDocument());
    expect(screen.getByText('Family Trip')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('calendars=Holiday%2CPersonal%2CETC%2CFamily');
    expect(screen.getByRole('checkbox', { name: 'View all' })).toHaveAttribute('aria-checked', 'mixed');

    await user.click(screen.getByRole('checkbox', { name: 'View all' }));
    expect(await screen.findByText('Meeting With Client')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/apps\/calendar$/);
  });

  it('opens with the calendars of the URL', async () => {
    render(`${URL}?calendars=Family`);
    expect(await screen.findByText('Dinner')).toBeInTheDocument();
    expect(screen.queryByText('Family Trip')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Business' })).toHaveAttribute('aria-checked', 'false');
  });

  it('adds an event through the drawer, validating it first', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render();
    await screen.findByText('Meeting With Client');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add event' });
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Title is required')).toBeInTheDocument();

    await user.click(within(drawer).getByLabelText('Title'));
    await user.paste('Quarterly planning');
    await user.selectOptions(within(drawer).getByLabelText('Calendar'), 'Family');
    await user.click(within(drawer).getByLabelText('Event URL'));
    await user.paste('not a link');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Enter a valid URL (https://…)')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Event URL'));
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Event "Quarterly planning" added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = db.calendarEvents.at(-1)!;
    expect(created).toMatchObject({ id: 13, title: 'Quarterly planning', allDay: true });
    expect(created.extendedProps.calendar).toBe('Family');
    expect(await screen.findByText('Quarterly planning')).toBeInTheDocument();
  });

  it('opens an event to edit it, and deletes it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render();
    await user.click(await screen.findByText('Family Trip'));
    const drawer = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(drawer).getByLabelText('Title')).toHaveValue('Family Trip');
    expect(within(drawer).getByRole('switch', { name: 'All day' })).toHaveAttribute('aria-checked', 'true');

    await user.clear(within(drawer).getByLabelText('Title'));
    await user.click(within(drawer).getByLabelText('Title'));
    await user.paste('Family trip to the lake');
    await user.click(within(drawer).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Event "Family trip to the lake" updated')).toBeInTheDocument();
    expect(db.calendarEvents.find((e) => e.id === 3)?.title).toBe('Family trip to the lake');

    await user.click(await screen.findByText('Family trip to the lake'));
    const again = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event "Family trip to the lake" deleted')).toBeInTheDocument();
    expect(db.calendarEvents.some((e) => e.id === 3)).toBe(false);
    await waitFor(() => expect(screen.queryByText('Family trip to the lake')).not.toBeInTheDocument());
  });

  it('when someone else saved the event meanwhile, says what changed and loads their version', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render();
    await user.click(await screen.findByText('Family Trip'));
    const drawer = await screen.findByRole('dialog', { name: 'Edit event' });
    // Someone else changes its location while the drawer is open.
    const trip = db.calendarEvents.find((e) => e.id === 3)!;
    trip.extendedProps = { ...trip.extendedProps, location: 'The lake house' };
    await user.click(within(drawer).getByLabelText('Title'));
    await user.paste(' (mine)');
    await user.click(within(drawer).getByRole('button', { name: 'Update' }));

    const conflict = await within(drawer).findByRole('alert');
    expect(conflict).toHaveTextContent('They changed Location. Nothing of yours is saved yet.');
    expect(trip.title).toBe('Family Trip');
    await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    expect(within(drawer).getByLabelText('Location')).toHaveValue('The lake house');
    expect(within(drawer).getByLabelText('Title')).toHaveValue('Family Trip');
  });
});
