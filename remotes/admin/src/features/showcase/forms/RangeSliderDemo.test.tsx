import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

beforeAll(() => setupI18n());

test('moving the price thumbs by keyboard updates the range shown', async () => {
  const user = userEvent.setup();
  const { default: Page } = await loadShowcasePage('forms', 'range-slider');
  renderPage(<Page />, { url: '/forms/range-slider' });
  const low = await screen.findByRole('slider', { name: 'Minimum price' });
  expect(low).toHaveAttribute('aria-valuetext', '$200');
  low.focus();
  await user.keyboard('{PageUp}');
  expect(low).toHaveAttribute('aria-valuenow', '300');
  expect(screen.getByText('Products from $300 to $650')).toBeInTheDocument();
  await user.keyboard('{End}');
  expect(Number(low.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(650);
});
