import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Timeline } from './Timeline';

const events = [
  {
    id: 'placed',
    title: 'Order was placed',
    description: 'Your order has been placed successfully',
    at: '2025-05-01T09:30:00Z',
    time: 'May 1, 2025, 9:30 AM',
  },
  {
    id: 'shipped',
    title: 'Shipped',
    at: '2025-05-03T14:00:00Z',
    time: 'May 3, 2025, 2:00 PM',
    color: 'success' as const,
  },
];

describe('Timeline', () => {
  it('is an ordered list, named, with each event in order: title, description and time', () => {
    renderWithTheme(<Timeline events={events} aria-label="Shipping activity" />);
    const list = screen.getByRole('list', { name: 'Shipping activity' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      /^Order was placedYour order has been placed successfullyMay 1, 2025, 9:30 AM$/,
    );
    // An event without a description shows only its title and time.
    expect(items[1]).toHaveTextContent(/^ShippedMay 3, 2025, 2:00 PM$/);
    expect(items[1].querySelector('p')).toBeNull();
  });

  it('gives each time its machine-readable date', () => {
    renderWithTheme(<Timeline events={events} />);
    expect(screen.getByText('May 3, 2025, 2:00 PM')).toHaveAttribute('datetime', '2025-05-03T14:00:00Z');
  });

  it('draws a dot per event in its colour, hidden from screen readers', () => {
    renderWithTheme(<Timeline events={events} />);
    const dots = screen.getAllByRole('listitem').map((item) => item.querySelector('[aria-hidden="true"]')!);
    expect(dots).toHaveLength(2);
    expect(getComputedStyle(dots[0]).backgroundColor).not.toBe(getComputedStyle(dots[1]).backgroundColor);
  });

  it('follows the theme: the dot of the same event differs between light and dark', () => {
    const { setThemeSettings } = renderWithTheme(<Timeline events={[events[0]]} />);
    const dot = () => getComputedStyle(screen.getByRole('listitem').querySelector('[aria-hidden="true"]')!);
    const light = dot().boxShadow;
    expect(light).toMatch(/rgba?\(/);
    setThemeSettings({ theme: 'dark' });
    expect(dot().boxShadow).not.toBe(light);
  });
});
