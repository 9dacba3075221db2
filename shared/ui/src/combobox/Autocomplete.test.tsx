import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/renderWithTheme';
import { Autocomplete } from './Autocomplete';
import type { ComboboxOption } from './comboboxTypes';

const FRUITS: ComboboxOption[] = ['Apple', 'Apricot', 'Crème brûlée', 'Banana'].map((label) => ({
  value: label,
  label,
}));

function Local({ onSelect }: { onSelect?: (o: ComboboxOption) => void }) {
  const [value, setValue] = useState('');
  return (
    <Autocomplete
      label="Dessert"
      value={value}
      onChange={setValue}
      onSelect={onSelect}
      suggestions={FRUITS}
    />
  );
}

describe('Autocomplete', () => {
  it('keeps free text and suggests matches ignoring accents', async () => {
    const { user } = renderWithTheme(<Local />);
    const input = screen.getByRole('combobox', { name: 'Dessert' });
    await user.type(input, 'creme');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Crème brûlée']);
    await user.type(input, 'x');
    expect(screen.getByText('No options')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue('cremex');
  });

  it('fills the field with the picked suggestion', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithTheme(<Local onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Dessert' });
    await user.type(input, 'ap');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Apricot');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ value: 'Apricot' }));
  });

  describe('with remote suggestions', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('waits for a pause in typing, shows it is loading, then the answer', async () => {
      const load = jest.fn((q: string) =>
        Promise.resolve(FRUITS.filter((f) => f.label.toLowerCase().startsWith(q.toLowerCase()))),
      );
      function Remote() {
        const [value, setValue] = useState('');
        return (
          <Autocomplete
            label="Fruit"
            value={value}
            onChange={setValue}
            loadSuggestions={load}
            debounceMs={300}
          />
        );
      }
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithTheme(<Remote />);
      const input = screen.getByRole('combobox', { name: 'Fruit' });
      await user.type(input, 'ba');
      expect(load).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      expect(input).toHaveAttribute('aria-busy', 'true');
      await act(async () => {
        jest.advanceTimersByTime(300);
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith('ba');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Banana']);
    });
  });
});
