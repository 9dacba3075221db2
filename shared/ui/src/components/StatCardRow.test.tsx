import { screen, within } from '@testing-library/react';
import { IconShoppingCart, IconUsers } from '@tabler/icons-react';
import { renderWithTheme } from '../test/renderWithTheme';
import { StatCardRow } from './StatCardRow';

const cards = [
  { title: 'Customers', value: '1,204', icon: <IconUsers />, subtitle: 'Last 30 days' },
  { title: 'Orders', value: '318', icon: <IconShoppingCart />, color: 'info' as const },
  { title: 'Refunds', value: '7', color: 'error' as const },
];

describe('StatCardRow', () => {
  it('shows each card as a group named by its title, holding its value, in order', () => {
    renderWithTheme(<StatCardRow cards={cards} />);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(3);
    for (const { title, value } of cards) {
      const card = screen.getByRole('group', { name: title });
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    expect(groups.map((g) => g.textContent)).toEqual([
      expect.stringMatching(/^Customers1,204/),
      expect.stringMatching(/^Orders318/),
      expect.stringMatching(/^Refunds7/),
    ]);
    expect(
      within(screen.getByRole('group', { name: 'Customers' })).getByText('Last 30 days'),
    ).toBeInTheDocument();
  });

  it('as a KPI row puts each value before its title', () => {
    renderWithTheme(<StatCardRow variant="kpi" cards={cards.slice(1)} />);
    expect(screen.getByRole('group', { name: 'Orders' })).toHaveTextContent(/^318Orders$/);
    expect(screen.getByRole('group', { name: 'Refunds' })).toHaveTextContent(/^7Refunds$/);
  });

  it('passes each card its own loading state', () => {
    renderWithTheme(
      <StatCardRow
        cards={[
          { title: 'Revenue', value: '$9,000', loading: true },
          { title: 'Customers', value: '1,204' },
        ]}
      />,
    );
    const revenue = screen.getByRole('group', { name: 'Revenue' });
    expect(revenue).toHaveAttribute('aria-busy', 'true');
    expect(within(revenue).queryByText('$9,000')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Customers' })).getByText('1,204')).toBeInTheDocument();
  });

  it('takes a class name for its spacing', () => {
    const { container } = renderWithTheme(<StatCardRow className="stats" cards={cards} />);
    expect(container.querySelector('.stats')).toContainElement(screen.getByRole('group', { name: 'Orders' }));
  });
});
