import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Checkbox, type CheckedState } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click on the box or its label, and with Space', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(
      <Checkbox label="Remember me" description="On this device only" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toHaveAccessibleDescription('On this device only');
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(box).not.toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(onCheckedChange.mock.calls.map(([v]) => v)).toEqual([true, false, true]);
  });

  it('shows an indeterminate state as mixed', async () => {
    function SelectAll() {
      const [checked, setChecked] = useState<CheckedState>('indeterminate');
      return <Checkbox aria-label="Select all" checked={checked} onCheckedChange={setChecked} />;
    }
    const { user } = renderWithTheme(<SelectAll />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(<Checkbox label="Locked" disabled onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Locked' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
