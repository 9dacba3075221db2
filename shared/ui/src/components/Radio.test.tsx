import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Radio, RadioGroup } from './Radio';

function Plans({ onValueChange, error }: { onValueChange?: (v: string) => void; error?: string }) {
  return (
    <RadioGroup label="Plan" defaultValue="basic" onValueChange={onValueChange} error={error}>
      <Radio value="basic" label="Basic" />
      <Radio value="team" label="Team" description="Up to 10 seats" />
      <Radio value="enterprise" label="Enterprise" />
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a named radio group whose radios select on click', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(<Plans onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Basic' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Team' })).toHaveAccessibleDescription('Up to 10 seats');
    await user.click(screen.getByText('Enterprise'));
    expect(screen.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('enterprise');
  });

  it('moves the selection with the arrow keys', async () => {
    const { user } = renderWithTheme(<Plans />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveFocus();
    // Held down (as a person presses it): Radix selects the radio that receives focus while an arrow is down.
    await user.keyboard('{ArrowDown>}');
    expect(screen.getByRole('radio', { name: 'Team' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Team' })).toBeChecked();
    await user.keyboard('{/ArrowDown}');
  });

  it('shows its error', () => {
    renderWithTheme(<Plans error="Choose a plan" />);
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toHaveAccessibleDescription('Choose a plan');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a plan');
  });
});
