import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { DateRangePicker, type DateRange } from './DateRangePicker';

function Range() {
  const [value, setValue] = useState<DateRange | undefined>();
  return (
    <DateRangePicker
      label="Stay"
      value={value}
      onChange={setValue}
      labels={{ dialog: 'Choose the dates', placeholder: 'Arrival – Departure' }}
      min={new Date(2026, 2, 4)}
    />
  );
}

describe('DateRangePicker', () => {
  it('picks a start then an end in two months, and names its value', async () => {
    const { user } = renderWithTheme(<Range />);
    const trigger = screen.getByRole('button', { name: 'Stay Arrival – Departure' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose the dates' });
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: /March 10th, 2026/ }));
    await user.click(within(dialog).getByRole('button', { name: /March 14th, 2026/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay 03/10/2026 – 03/14/2026' })).toBeInTheDocument();
  });

  it('refuses days before its first day', async () => {
    const { user } = renderWithTheme(<Range />);
    await user.click(screen.getByRole('button', { name: /Stay/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: /previous month/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: /March 3rd, 2026/ })).toBeDisabled();
  });
});
