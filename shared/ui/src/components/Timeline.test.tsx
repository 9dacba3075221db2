import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Timeline, TimelineItem } from './Timeline';

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

describe('TimelineItem', () => {
  it('composes events with icons, outlined dots, extra content and opposite times, in an ordered list', () => {
    renderWithTheme(
      <Timeline aria-label="Activity" align="alternate">
        <TimelineItem
          title="Invoice paid"
          description="Paid by card"
          color="success"
          icon={<svg data-testid="paid-icon" />}
          opposite={<time dateTime="2025-05-01T09:30:00Z">9:30 AM</time>}
        >
          <span>invoice.pdf</span>
        </TimelineItem>
        <TimelineItem title="Meeting" dotVariant="outlined" color="info" at="2025-05-02" time="May 2" />
      </Timeline>,
    );
    const list = screen.getByRole('list', { name: 'Activity' });
    expect(list.tagName).toBe('OL');
    const [paid, meeting] = within(list).getAllByRole('listitem');
    // Read in this order: the event, then what is across the line.
    expect(paid).toHaveTextContent(/^Invoice paidPaid by cardinvoice\.pdf9:30 AM$/);
    expect(within(paid).getByTestId('paid-icon').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(meeting).getByText('May 2')).toHaveAttribute('datetime', '2025-05-02');
  });

  it('draws an outlined dot as a ring and a filled one as a solid dot', () => {
    renderWithTheme(
      <Timeline>
        <TimelineItem title="Filled" color="warning" />
        <TimelineItem title="Outlined" color="warning" dotVariant="outlined" />
      </Timeline>,
    );
    const [filled, outlined] = screen
      .getAllByRole('listitem')
      .map((item) => getComputedStyle(item.querySelector('[aria-hidden="true"]')!));
    expect(outlined.borderStyle).toBe('solid');
    expect(filled.borderStyle).not.toBe('solid');
    expect(filled.backgroundColor).not.toBe(outlined.backgroundColor);
  });
});
