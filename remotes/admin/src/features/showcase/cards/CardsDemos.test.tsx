import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';
import { loadShowcaseStrings } from '../showcaseStrings';
import { loadCardsStrings } from './strings';
import { TodoCard } from './widgets/TodoCard';

jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

beforeAll(() => setupI18n());

async function renderCards(slug: string) {
  const { default: Page } = await loadShowcasePage('cards', slug);
  return renderPage(<Page />, { url: `/pages/cards/${slug}` });
}

describe('card widgets', () => {
  it('shows the figures of the period picked in the menu', async () => {
    const user = userEvent.setup();
    await renderCards('card-widgets');
    const card = screen.getByRole('region', { name: 'Sales target' });
    expect(within(card).getByText('$96,300.00')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Period: This month' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'This year' }));
    expect(within(card).getByText('$1,032,000.00')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Sales target reached: 74%' })).toBeInTheDocument();
  });

  it('ticks, adds and deletes tasks, and refuses an empty one', async () => {
    const user = userEvent.setup();
    // The card alone: the whole page's charts and menus make every query slower.
    await Promise.all([loadShowcaseStrings(), loadCardsStrings()]);
    renderPage(<TodoCard />);
    const card = screen.getByRole('region', { name: 'To-do list' });
    expect(within(card).getByText('1 of 3 done')).toBeInTheDocument();

    await user.click(within(card).getByRole('checkbox', { name: 'Prepare the sprint meeting' }));
    expect(within(card).getByText('2 of 3 done')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Add' }));
    expect(within(card).getByRole('textbox', { name: 'New task' })).toHaveAccessibleDescription(
      'Write the task first',
    );

    await user.type(within(card).getByRole('textbox', { name: 'New task' }), 'Ship it{Enter}');
    expect(within(card).getByRole('checkbox', { name: 'Ship it' })).not.toBeChecked();
    expect(within(card).getByText('2 of 4 done')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete "Review the pull request"' }));
    expect(within(card).queryByText('Review the pull request')).not.toBeInTheDocument();
    expect(within(card).getByText('1 of 3 done')).toBeInTheDocument();
  });
});

describe('card actions', () => {
  afterEach(() => jest.useRealTimers());

  it('refreshes a card: a spinner while it loads, then the new figure', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderCards('card-actions');
    const card = screen.getByRole('region', { name: 'Visitors (refresh)' });
    expect(within(card).getByText('1,284')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Refresh' }));
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByText('Loading…')).toBeInTheDocument();

    // The pretend request answers; the card stops waiting and shows the next figure.
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(card).not.toHaveAttribute('aria-busy');
    expect(within(card).getByText('1,461')).toBeInTheDocument();
  });

  it('collapses a card by keyboard', async () => {
    const user = userEvent.setup();
    await renderCards('card-actions');
    const card = screen.getByRole('region', { name: 'Collapsible' });
    const toggle = within(card).getByRole('button', { name: 'Collapse' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(within(card).getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('removes cards and brings them back', async () => {
    const user = userEvent.setup();
    await renderCards('card-actions');
    await user.click(
      within(screen.getByRole('region', { name: 'Removable' })).getByRole('button', { name: 'Remove card' }),
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Full screen' })).getByRole('button', {
        name: 'Remove card',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Removable' })).not.toBeInTheDocument();
    expect(screen.getByText('2 cards removed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bring the cards back' }));
    expect(screen.getByRole('region', { name: 'Removable' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Full screen' })).toBeInTheDocument();
  });
});
