import { screen, within } from '@testing-library/react';
import { PricingPage } from './PricingPage';
import { frontTranslationsWith } from '../frontTranslations';
import { pricingStrings } from './pricingStrings';
import { plansStrings } from '../plans/plansStrings';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(frontTranslationsWith(pricingStrings, plansStrings));

beforeEach(() => window.history.replaceState(null, '', '/front-pages/pricing'));

test('switching to yearly changes every price', async () => {
  const user = renderStandalonePage(<PricingPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Pricing plans' })).toBeInTheDocument();
  expect(document.title).toBe('Pricing | Atrium');
  // A text query to wait (a role query walks the whole page's styles), the region asserted after.
  await screen.findByText('$99');
  const company = screen.getByRole('region', { name: 'Company' });
  expect(within(company).getByText('$99')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Basic' })).getByText('Free')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Yearly' }));
  expect(within(company).getByText('$950')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Enterprise' })).getByText('$1,910')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Monthly' }));
  expect(within(company).getByText('$99')).toBeInTheDocument();
});

test('compares the plans in a table with a header for each plan and each feature', async () => {
  renderStandalonePage(<PricingPage />);
  const table = await screen.findByRole('table', { name: 'Compare the plans' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Feature', 'Basic', 'Team', 'Company', 'Enterprise']);
  const sso = within(table).getByRole('row', { name: /Single sign-on/ });
  expect(
    within(sso)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['Not included', 'Not included', 'Not included', 'Included']);
  const users = within(table).getByRole('row', { name: /Users/ });
  expect(
    within(users)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['5', '25', '100', 'Unlimited']);
});

test('answers common questions', async () => {
  const user = renderStandalonePage(<PricingPage />);
  await user.click(screen.getByText('Which cards do you take?'));
  expect(screen.getByText('Visa, Mastercard, American Express and Discover.')).toBeVisible();
});
