import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Chip } from './Chip';

describe('Chip', () => {
  it('shows its label and a remove button when it can be removed', async () => {
    const onDelete = jest.fn();
    const { user } = renderWithTheme(
      <Chip color="success" onDelete={onDelete}>
        Paid
      </Chip>,
    );
    expect(screen.getByText('Paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button'));
    expect(onDelete).toHaveBeenCalled();
  });
});
