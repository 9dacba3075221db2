import { screen, within } from '@testing-library/react';
import { renderPage, setupI18n } from '../../testing/kit';
import SimpleTablePage from './SimpleTablePage';

describe('SimpleTablePage', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  it('shows the tables with row headers and a keyboard-scrollable fixed-header region', () => {
    renderPage(<SimpleTablePage />, { url: '/tables/simple-table' });
    const basic = screen.getByRole('table', { name: 'Basic' });
    expect(within(basic).getByRole('rowheader', { name: 'KitKat' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fixed header' })).toHaveAttribute('tabindex', '0');
  });
});
