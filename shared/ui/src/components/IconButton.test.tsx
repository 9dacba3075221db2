import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { IconButton, IconButtonLink } from './IconButton';

describe('IconButton', () => {
  it('is a named button that clicks, and a link variant that navigates', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <>
        <IconButton aria-label="Delete row" onClick={onClick}>
          x
        </IconButton>
        <IconButtonLink aria-label="Open invoice" to="/apps/invoice/list">
          y
        </IconButtonLink>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete row' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Open invoice' })).toHaveAttribute('href', '/apps/invoice/list');
  });
});
