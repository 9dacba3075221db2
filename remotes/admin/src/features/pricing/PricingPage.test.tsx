import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../testing/kit';
import PricingPage from './PricingPage';
import { planPrice } from './plans';

describe('PricingPage', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  it('shows the four plans with monthly prices', () => {
    renderPage(<PricingPage />, { url: '/pages/pricing' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Basic',
      'Team',
      'Company',
      'Enterprise',
    ]);
    expect(screen.getByTestId('price-team')).toHaveTextContent('$49.00');
    expect(
      within(screen.getByRole('article', { name: 'Basic' })).getByRole('link', {
        name: 'Basic is your current plan',
      }),
    ).toBeInTheDocument();
  });

  it('switches to annual prices and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<PricingPage />, { url: '/pages/pricing' });
    await user.click(screen.getByRole('switch', { name: 'Annual billing' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('period=annual'));
    const team = planPrice('team', 'annual');
    expect(screen.getByTestId('price-team')).toHaveTextContent(`$${team.perMonth.toFixed(2)}`);
    expect(screen.getByRole('article', { name: 'Team' })).toHaveTextContent(
      `$${team.perYear.toFixed(2)} billed yearly`,
    );
  });

  it('computes the annual price with the discount', () => {
    expect(planPrice('company', 'annual')).toEqual({ perMonth: 79.17, perYear: 950 });
    expect(planPrice('basic', 'annual')).toEqual({ perMonth: 0, perYear: 0 });
  });
});
