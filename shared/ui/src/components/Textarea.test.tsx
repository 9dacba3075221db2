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
