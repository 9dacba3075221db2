import { screen, fireEvent } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { DateField } from './DateField';

describe('DateField', () => {
  it('is a labelled native date input with bounds and an ISO value', () => {
    const onChange = jest.fn();
    renderWithTheme(
      <DateField
        label="Due date"
        min="2025-01-01"
        max="2025-12-31"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const input = screen.getByLabelText('Due date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2025-01-01');
    expect(input).toHaveAttribute('max', '2025-12-31');
    fireEvent.change(input, { target: { value: '2025-03-14' } });
    expect(onChange).toHaveBeenCalledWith('2025-03-14');
    expect(input).toHaveValue('2025-03-14');
  });

  it('shows its error and helper text', () => {
    const { rerender } = renderWithTheme(<DateField label="Start" helperText="Inclusive" />);
    expect(screen.getByLabelText('Start')).toHaveAccessibleDescription('Inclusive');
    rerender(<DateField label="Start" error="Must be in the future" />);
    expect(screen.getByLabelText('Start')).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Must be in the future');
  });
});
