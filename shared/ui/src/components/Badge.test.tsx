import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { Badge } from './Badge';
import { IconButton } from './IconButton';

describe('Badge', () => {
  it('shows a count on its child, capped at max', () => {
    const { rerender } = renderWithTheme(
      <Badge content={7}>
        <IconButton aria-label="Notifications">N</IconButton>
      </Badge>,
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    rerender(
      <Badge content={250} max={99}>
        <span>Inbox</span>
      </Badge>,
    );
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('hides a zero count unless asked, and when invisible', () => {
    const { rerender } = renderWithTheme(<Badge content={0}>Inbox</Badge>);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    rerender(
      <Badge content={0} showZero>
        Inbox
      </Badge>,
    );
    expect(screen.getByText('0')).toBeInTheDocument();
    rerender(
      <Badge content={3} invisible>
        Inbox
      </Badge>,
    );
    expect(screen.queryByText('3')).not.toBeInTheDocument();
  });

  it('reads its label instead of the bare number, and a dot only through its label', () => {
    const { rerender } = renderWithTheme(
      <Badge content={3} label="3 unread messages">
        <span>Inbox</span>
      </Badge>,
    );
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <Badge dot color="success" label="Online">
        <span>Avatar</span>
      </Badge>,
    );
    expect(screen.getByText('Online')).toBeInTheDocument();
  });
});
