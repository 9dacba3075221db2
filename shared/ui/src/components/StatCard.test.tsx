import { screen, within } from '@testing-library/react';
import { IconUsers } from '@tabler/icons-react';
import { renderWithTheme } from '../test/renderWithTheme';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a group named by its title, holding the value and the detail', () => {
    renderWithTheme(
      <StatCard title="Customers" value="1,204" subtitle="Last 30 days" icon={<IconUsers />} />,
    );
    const card = screen.getByRole('group', { name: 'Customers' });
    expect(within(card).getByText('1,204')).toBeInTheDocument();
    expect(within(card).getByText('Last 30 days')).toBeInTheDocument();
    // The icon is decoration: nothing of it reaches a screen reader.
    expect(card.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says a rise in words and colours it as good news', () => {
    renderWithTheme(<StatCard title="Revenue" value="$9,000" trend={{ value: 12.5, text: '+12.5%' }} />);
    const card = screen.getByRole('group', { name: 'Revenue' });
    expect(card).toHaveTextContent('Up+12.5%');
    expect(within(card).getByText('Up')).toBeInTheDocument();
  });

  it('says a fall, and a fall can be the good direction', () => {
    renderWithTheme(
      <>
        <StatCard title="Sales" value="10" trend={{ value: -3, text: '-3%' }} />
        <StatCard title="Failures" value="2" trend={{ value: -1, text: '-1', goodWhen: 'down' }} />
        <StatCard title="Flat" value="2" trend={{ value: 0, text: '0%' }} />
      </>,
    );
    const sales = screen.getByRole('group', { name: 'Sales' });
    const failures = screen.getByRole('group', { name: 'Failures' });
    expect(sales).toHaveTextContent('Down-3%');
    expect(failures).toHaveTextContent('Down-1');
    expect(screen.getByRole('group', { name: 'Flat' })).toHaveTextContent('No change0%');
    // Same direction, opposite meaning: the two trends are not drawn in the same colour.
    const colour = (card: HTMLElement) => getComputedStyle(within(card).getByText(/^-/).parentElement!).color;
    expect(colour(sales)).not.toBe(colour(failures));
  });

  it('while loading, shows a placeholder, says so and is busy', () => {
    renderWithTheme(<StatCard title="Orders" value="42" loading />);
    const card = screen.getByRole('group', { name: 'Orders' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).queryByText('42')).not.toBeInTheDocument();
    expect(within(card).getByText('Loading…')).toBeInTheDocument();
  });

  it('as a KPI puts the value before the title, with an optional footer', () => {
    renderWithTheme(
      <StatCard
        variant="kpi"
        accent
        color="success"
        title="Deals won"
        value="18"
        footer={<a href="/deals">All deals</a>}
      />,
    );
    const card = screen.getByRole('group', { name: 'Deals won' });
    expect(card).toHaveTextContent(/^18Deals wonAll deals$/);
    expect(within(card).getByRole('link', { name: 'All deals' })).toBeInTheDocument();
  });

  it('as a vertical tile puts its icon first, then the value, the title and the trend', () => {
    renderWithTheme(
      <StatCard
        variant="vertical"
        color="info"
        icon={<svg data-testid="icon" />}
        title="Sessions"
        value="2,856"
        trend={{ value: 3, text: '+3%' }}
      />,
    );
    const card = screen.getByRole('group', { name: 'Sessions' });
    expect(card).toHaveTextContent(/^2,856SessionsUp\+3%$/);
    expect(within(card).getByTestId('icon')).toBeInTheDocument();
  });
});
