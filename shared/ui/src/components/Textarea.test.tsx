import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is a labelled multi-line field the user types into', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Textarea label="Notes" helperText="Visible to the team" onChange={(e) => onChange(e.target.value)} />,
    );
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect(field).toHaveAccessibleDescription('Visible to the team');
    await user.type(field, 'Line one{Enter}Line two');
    expect(field).toHaveValue('Line one\nLine two');
    expect(onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  });

  it('shows its error', () => {
    renderWithTheme(<Textarea label="Message" error="Required" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
  });
});

describe('Textarea counter and growth', () => {
  it('counts characters against its limit and tells screen readers the limit', async () => {
    const { user } = renderWithTheme(<Textarea label="Bio" maxLength={20} showCount autoGrow maxRows={4} />);
    const field = screen.getByRole('textbox', { name: 'Bio' });
    expect(field).toHaveAccessibleDescription('Up to 20 characters');
    await user.type(field, 'Hello there');
    expect(screen.getByText('11/20')).toBeInTheDocument();
    await user.type(field, ' friend!!');
    // Near the limit the room left is spoken (politely), once.
    expect(screen.getByText('0 characters left')).toBeInTheDocument();
    expect(field).toHaveValue('Hello there friend!!');
  });
});
