import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { CheckboxCard, RadioCard, RadioCardGroup } from './ChoiceCard';
import { Fieldset } from './Fieldset';

function Plans({ onValueChange }: { onValueChange?: (v: string) => void }) {
  return (
    <RadioCardGroup label="Plan" defaultValue="basic" onValueChange={onValueChange}>
      <RadioCard value="basic" title="Basic" description="For one person" extra="Free" />
      <RadioCard value="team" title="Team" description="Up to 10 seats" extra="$20" />
      <RadioCard value="enterprise" title="Enterprise" disabled />
    </RadioCardGroup>
  );
}

describe('RadioCard', () => {
  it('is a radio named by its title and described by its description', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(<Plans onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toBeInTheDocument();
    const team = screen.getByRole('radio', { name: 'Team' });
    expect(team).toHaveAccessibleDescription('Up to 10 seats');
    expect(team).toHaveTextContent('$20');
    await user.click(team);
    expect(team).toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('team');
  });

  it('moves and picks with the arrow keys, skipping a disabled card', async () => {
    const { user } = renderWithTheme(<Plans />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveFocus();
    await user.keyboard('{ArrowDown>}');
    expect(screen.getByRole('radio', { name: 'Team' })).toBeChecked();
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Enterprise' })).toBeDisabled();
  });
});

describe('CheckboxCard', () => {
  it('toggles with Space inside a named fieldset', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(
      <Fieldset legend="Add-ons" description="Billed monthly" layout="grid">
        <CheckboxCard title="Backups" description="Daily" extra="$5" onCheckedChange={onCheckedChange} />
        <CheckboxCard title="Support" defaultChecked />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Add-ons' })).toHaveAccessibleDescription('Billed monthly');
    const backups = screen.getByRole('checkbox', { name: 'Backups' });
    expect(backups).toHaveAccessibleDescription('Daily');
    expect(screen.getByRole('checkbox', { name: 'Support' })).toBeChecked();
    backups.focus();
    await user.keyboard(' ');
    expect(backups).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

describe('Fieldset', () => {
  it('announces its error', () => {
    renderWithTheme(
      <Fieldset legend="Terms" error="Accept the terms">
        <input type="checkbox" aria-label="I accept" />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Terms' })).toHaveAccessibleDescription('Accept the terms');
    expect(screen.getByRole('alert')).toHaveTextContent('Accept the terms');
  });
});
