import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a labelled input the user types into, forwarding its ref', async () => {
    const ref = createRef<HTMLInputElement>();
    const { user } = renderWithTheme(<TextField ref={ref} label="Email" helperText="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAccessibleDescription('We never share it');
    await user.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
  });

  it('shows an error as an alert and marks the input invalid', () => {
    renderWithTheme(<TextField label="Email" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  });

  it('reveals and hides a password with its toggle button', async () => {
    const { user } = renderWithTheme(<TextField label="Password" type="password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret');

    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle for other types', () => {
    renderWithTheme(<TextField label="Name" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('TextField counter, required and read-only', () => {
  it('marks required fields and counts characters', async () => {
    const { user } = renderWithTheme(
      <TextField label="Username" required maxLength={12} showCount helperText="Letters and digits" />,
    );
    const field = screen.getByRole('textbox', { name: 'Username' });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Letters and digits Up to 12 characters');
    await user.type(field, 'ada');
    expect(screen.getByText('3/12')).toBeInTheDocument();
  });

  it('is read-only and disabled when asked', async () => {
    const { user } = renderWithTheme(
      <>
        <TextField label="Id" readOnly defaultValue="A-1" variant="filled" />
        <TextField label="Plan" disabled defaultValue="Pro" size="lg" />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Id' }), 'x');
    expect(screen.getByRole('textbox', { name: 'Id' })).toHaveValue('A-1');
    expect(screen.getByRole('textbox', { name: 'Plan' })).toBeDisabled();
  });
});
