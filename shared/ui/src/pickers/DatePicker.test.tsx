import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithTheme, testI18n } from '../test/renderWithTheme';
import { DatePicker, type DatePickerProps } from './DatePicker';

const labels = {
  openCalendar: 'Choose a date',
  invalidDate: 'Not a date',
  unavailableDate: 'Not available',
};

function Picker(props: Partial<DatePickerProps> & { initial?: Date }) {
  const [value, setValue] = useState<Date | undefined>(props.initial);
  return (
    <>
      <DatePicker label="Start date" value={value} onChange={setValue} labels={labels} {...props} />
      <output>{value ? value.toDateString() : 'none'}</output>
    </>
  );
}

afterEach(() => testI18n.changeLanguage('en'));

describe('DatePicker', () => {
  it('takes a typed date in the page’s short form', async () => {
    const { user } = renderWithTheme(<Picker />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveAttribute('placeholder', 'MM/dd/yyyy');
    await user.type(input, '03/14/2026');
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('Sat Mar 14 2026');
  });

  it('says a typed text is not a date, or not an available one', async () => {
    const { user } = renderWithTheme(<Picker min={new Date(2026, 0, 1)} />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(input, '02/31/2026{Enter}');
    expect(input).toHaveAccessibleDescription('Not a date');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '12/25/2025{Enter}');
    expect(input).toHaveAccessibleDescription('Not available');
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('opens a calendar on the selected day; arrows and Enter pick, and it closes', async () => {
    const { user } = renderWithTheme(<Picker initial={new Date(2026, 2, 14)} />);
    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('14');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sun Mar 15 2026');
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('03/15/2026');
  });

  it('disables days outside the bounds and the caller’s days', async () => {
    const { user } = renderWithTheme(
      <Picker
        initial={new Date(2026, 2, 14)}
        max={new Date(2026, 2, 20)}
        disabledDays={{ dayOfWeek: [0] }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { name: /March 15th, 2026/ })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: /March 21st, 2026/ })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: /March 16th, 2026/ })).toBeEnabled();
  });

  it('speaks French: day-first dates and French calendar labels', async () => {
    await testI18n.changeLanguage('fr');
    const { user } = renderWithTheme(<Picker initial={new Date(2026, 2, 14)} />);
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('14/03/2026');
    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    expect(await screen.findByRole('grid', { name: 'mars 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller au mois suivant' })).toBeInTheDocument();
  });
});
