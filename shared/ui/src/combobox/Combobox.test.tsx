import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Combobox } from './Combobox';
import type { ComboboxOption } from './comboboxTypes';
import { foldText } from '../text/foldText';

const CITIES: ComboboxOption[] = [
  { value: 'paris', label: 'Paris', group: 'France' },
  { value: 'orleans', label: 'Orléans', group: 'France' },
  { value: 'evry', label: 'Évry', group: 'France' },
  { value: 'quebec', label: 'Québec', group: 'Canada' },
  { value: 'montreal', label: 'Montréal', group: 'Canada', disabled: true },
];

function Single({ onChange = () => {} }: { onChange?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      label="City"
      options={CITIES}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      helperText="Where you work"
    />
  );
}

function Multiple({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return <Combobox multiple label="Cities" options={CITIES} value={value} onChange={setValue} />;
}

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('Évry-Ÿ Ñandú')).toBe('evry-y nandu');
  });
});

describe('Combobox', () => {
  it('is a labelled combobox that filters ignoring accents and case, and picks with Enter', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Single onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toHaveAccessibleDescription('Where you work');
    await user.type(input, 'EV');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Évry']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('evry');
    expect(input).toHaveValue('Évry');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists options in named groups and jumps with Home and End', async () => {
    const { user } = renderWithTheme(<Single />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.getByRole('group', { name: 'Canada' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{End}');
    const input = screen.getByRole('combobox', { name: 'City' });
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    // The last option is disabled, so End stops on the last one that can be picked.
    expect(active).toHaveTextContent('Québec');
    await user.keyboard('{Home}');
    expect(document.getElementById(input.getAttribute('aria-activedescendant') ?? '')).toHaveTextContent(
      'Paris',
    );
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches', async () => {
    const { user } = renderWithTheme(<Single />);
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('picks several as removable chips; Backspace in the empty field removes the last', async () => {
    const { user } = renderWithTheme(<Multiple initial={['paris']} />);
    const input = screen.getByRole('combobox', { name: 'Cities' });
    await user.type(input, 'queb');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Québec' })).toBeInTheDocument();
    // The list stays open to pick more; the picked options are marked selected.
    expect(screen.getByRole('option', { name: 'Québec' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Remove Québec' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Paris' }));
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows its error and can be disabled', () => {
    renderWithTheme(
      <Combobox
        label="City"
        options={CITIES}
        value={null}
        onChange={() => {}}
        error="Pick a city"
        disabled
      />,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    expect(input).toBeInvalid();
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription('Pick a city');
  });
});

describe('Combobox on leaving the field', () => {
  it('shows the current pick again when the typed text picked nothing', async () => {
    function Picked() {
      const [value, setValue] = useState<string | null>('paris');
      return <Combobox label="City" options={CITIES} value={value} onChange={setValue} />;
    }
    const { user } = renderWithTheme(<Picked />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.clear(input);
    await user.type(input, 'zzz');
    await user.tab();
    expect(input).toHaveValue('Paris');
  });

  it('clears the pick when the field is left empty', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Combobox label="City" options={CITIES} value="paris" onChange={onChange} />,
    );
    await user.clear(screen.getByRole('combobox', { name: 'City' }));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
