import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { DashboardCard } from './DashboardCard';

const loaded = { isPending: false, isError: false, refetch: jest.fn() };

describe('DashboardCard', () => {
  it('shows the title and, once loaded, the children in a region named by the title', () => {
    renderWithTheme(
      <DashboardCard title="Sessions" subtitle="Last month" action={<button>Menu</button>} state={loaded}>
        <p>42 sessions</p>
      </DashboardCard>,
    );
    const card = screen.getByRole('region', { name: 'Sessions' });
    expect(card).toHaveTextContent('Last month');
    expect(screen.getByRole('heading', { name: 'Sessions', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('42 sessions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(card).not.toHaveAttribute('aria-busy');
  });

  it('holds a skeleton while pending and does not render the children', () => {
    renderWithTheme(
      <DashboardCard title="Sessions" state={{ ...loaded, isPending: true }} skeletonHeight={120}>
        <p>42 sessions</p>
      </DashboardCard>,
    );
    expect(screen.getByRole('region', { name: 'Sessions' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('42 sessions')).not.toBeInTheDocument();
  });

  it('on error shows a message and a Retry that refetches', async () => {
    const refetch = jest.fn();
    const { user } = renderWithTheme(
      <DashboardCard title="Sessions" state={{ isPending: false, isError: true, refetch }}>
        <p>42 sessions</p>
      </DashboardCard>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This card could not be loaded');
    expect(screen.queryByText('42 sessions')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
