import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Autocomplete } from './Autocomplete';

interface Country {
  code: string;
  name: string;
}

const countries: Country[] = [
  { code: 'fr', name: 'France' },
  { code: 'de', name: 'Germany' },
  { code: 'fi', name: 'Finland' },
  { code: 'eg', name: 'Egypt' },
];

function Harness({
  onChange,
  initial = null,
}: {
  onChange: (c: Country | null) => void;
  initial?: Country | null;
}) {
  const [value, setValue] = useState<Country | null>(initial);
  return (
    <Autocomplete
      label="Country"
      options={countries}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.code}
      isOptionDisabled={(c) => c.code === 'eg'}
    />
  );
}

describe('Autocomplete', () => {
  it('filters as the user types and picks with the keyboard', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'f');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['France', 'Finland']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ code: 'fi', name: 'Finland' });
    expect(input).toHaveValue('Finland');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('opens every option from the toggle button and picks with a click', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.click(screen.getByRole('option', { name: 'Germany' }));
    expect(onChange).toHaveBeenCalledWith({ code: 'de', name: 'Germany' });
  });

  it('shows every option when reopened with a value, clears it, and says when nothing matches', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} initial={countries[0]} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveValue('France');
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(input).toHaveValue('');

    await user.type(input, 'zz');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('does not select a disabled option', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'egy');
    await user.click(screen.getByRole('option', { name: 'Egypt' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
