import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Select } from './Select';

const options = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'inactive', label: 'Inactive' },
];

describe('Select', () => {
  it('is a labelled combobox with a placeholder option and picks a value', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Select
        label="Status"
        placeholder="All statuses"
        options={options}
        defaultValue=""
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveDisplayValue('All statuses');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All statuses',
      'Active',
      'Pending',
      'Inactive',
    ]);
    await user.selectOptions(select, 'Pending');
    expect(onChange).toHaveBeenCalledWith('pending');
    expect(select).toHaveDisplayValue('Pending');
  });

  it('shows an error as an alert described by the field', () => {
    renderWithTheme(<Select label="Role" options={options} error="Pick a role" />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Pick a role');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick a role');
  });
});

describe('Select groups', () => {
  it('lists grouped options under their group', () => {
    renderWithTheme(
      <Select
        label="Fruit"
        options={[
          { value: 'a', label: 'Apple', group: 'Pome' },
          { value: 'p', label: 'Peach', group: 'Stone', disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Stone' })).toContainElement(
      screen.getByRole('option', { name: 'Peach' }),
    );
    expect(screen.getByRole('option', { name: 'Peach' })).toBeDisabled();
  });
});
