import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Toaster, toast } from './Toaster';

describe('Toaster', () => {
  it('shows a toast raised from anywhere', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('Invoice saved');
    });
    expect(await screen.findByText('Invoice saved')).toBeInTheDocument();
  });
});
