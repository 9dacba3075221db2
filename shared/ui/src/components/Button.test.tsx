import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Button, ButtonAnchor, ButtonLink } from './Button';

describe('Button', () => {
  it('is a named button (type="button" by default) that reports clicks and Enter', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button onClick={onClick} startIcon={<svg aria-hidden="true" />}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is disabled and busy while loading', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits its form when type="submit"', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="outlined" color="error" size="lg">
          Send
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('ButtonAnchor is a plain link that looks like a button', () => {
    renderWithTheme(<ButtonAnchor href="/login?to=%2F">Log in</ButtonAnchor>);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?to=%2F');
  });

  it('ButtonLink is a link that looks like a button', () => {
    renderWithTheme(<ButtonLink to="/users/new">Add user</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/users/new');
  });
});
