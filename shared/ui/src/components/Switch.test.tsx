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

describe('Switch sizes and icons', () => {
  it('keeps its name and state with track icons, which stay out of the accessible name', async () => {
    const { user } = renderWithTheme(
      <Switch
        label="Dark mode"
        size="lg"
        icons={{ on: <svg data-testid="on" />, off: <svg data-testid="off" /> }}
      />,
    );
    const control = screen.getByRole('switch', { name: 'Dark mode' });
    expect(screen.getByTestId('on').parentElement).toHaveAttribute('aria-hidden', 'true');
    await user.click(control);
    expect(control).toBeChecked();
  });
});
