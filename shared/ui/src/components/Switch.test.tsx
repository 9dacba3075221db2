import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a named switch that toggles by click, label and keyboard', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(
      <Switch label="Email notifications" onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Email notifications' });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.click(screen.getByText('Email notifications'));
    expect(control).not.toBeChecked();
    control.focus();
    await user.keyboard('{Enter}');
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(3);
  });

  it('respects a controlled value and disabled', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(
      <Switch aria-label="Dark mode" checked disabled onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(control).toBeChecked();
    await user.click(control);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
