import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listenUntilReady, server } from '@atrium/mocks/node';
import { resetMockDb } from '@atrium/mocks';
import type { AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n } from '../../testing/kit';
import CalendarPage from './CalendarPage';

/**
 * The calendar offers what the user's role allows: add (create Calendar), change and move (update),
 * delete (delete); anyone who may read events opens them. The page's calls go as the admin's API
 * account: this is about what the screen shows.
 */
const READ: AbilityRule[] = [{ action: 'read', subject: 'Calendar' }];
const URL = '/apps/calendar';
const render = (rules?: AbilityRule[]) => renderPage(<CalendarPage />, { url: URL, path: URL, rules });

/** The event's block on the calendar (FullCalendar draws it as a link-like element around the title). */
const eventBlock = (title: string) => screen.getByText(title).closest('.fc-event')!;

describe('the calendar by role', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows a reader the events and opens one, not to be changed, moved or deleted', async () => {
    const user = userEvent.setup();
    render(READ);
    expect(await screen.findByText('Family Trip')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument();
    expect(screen.getByText('Your events by calendar')).toBeInTheDocument();
    // FullCalendar marks the events it lets the user drag; a reader's are not.
    expect(eventBlock('Family Trip')).not.toHaveClass('fc-event-draggable');

    await user.click(screen.getByText('Family Trip'));
    const drawer = await screen.findByRole('dialog', { name: 'Event' });
    expect(within(drawer).getByLabelText('Title')).toHaveValue('Family Trip');
    expect(within(drawer).getByLabelText('Title')).toBeDisabled();
    expect(within(drawer).getByRole('switch', { name: 'All day' })).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Delete, and nothing else, to someone who may read and delete events', async () => {
    const user = userEvent.setup();
    render([...READ, { action: 'delete', subject: 'Calendar' }]);
    await user.click(await screen.findByText('Family Trip'));
    const drawer = await screen.findByRole('dialog', { name: 'Event' });
    expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it('offers the admin adding, moving, editing and deleting', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Family Trip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add event' })).toBeInTheDocument();
    expect(screen.getByText('Your events by calendar: add, open, drag to move')).toBeInTheDocument();
    expect(eventBlock('Family Trip')).toHaveClass('fc-event-draggable');

    await user.click(screen.getByText('Family Trip'));
    const drawer = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(drawer).getByLabelText('Title')).toBeEnabled();
    expect(within(drawer).getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
