import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { TotalsList } from './TotalsList';

describe('TotalsList', () => {
  it('pairs each term with its amount, the total last, announced as it changes', () => {
    renderWithTheme(
      <TotalsList
        aria-label="Totals"
        lines={[
          { label: 'Subtotal', amount: '$100.00' },
          { label: 'Tax', amount: '$10.00' },
        ]}
        total={{ label: 'Total', amount: '$110.00' }}
      />,
    );
    const list = screen.getByLabelText('Totals');
    expect(list.tagName).toBe('DL');
    expect(list).toHaveAttribute('aria-live', 'polite');
    const terms = [...list.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(terms).toEqual(['Subtotal: $100.00', 'Tax: $10.00', 'Total: $110.00']);
    expect(screen.getByText('Total')).toHaveClass('total');
  });
});
