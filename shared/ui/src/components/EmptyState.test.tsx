import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { EmptyState, ErrorState } from './EmptyState';
import { Skeleton } from './Skeleton';

describe('EmptyState, ErrorState and Skeleton', () => {
  it('says there is nothing to show', () => {
    renderWithTheme(<EmptyState title="No invoices" text="Try another filter" />);
    expect(screen.getByRole('status')).toHaveTextContent('No invoices');
  });

  it('reports a failed load with a Retry that loads again', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithTheme(<ErrorState message="Network error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('draws a placeholder block of the given size', () => {
    const { container } = renderWithTheme(<Skeleton $width="10rem" $height="2rem" />);
    expect(container.firstChild).toHaveStyle({ inlineSize: '10rem' });
  });
});
