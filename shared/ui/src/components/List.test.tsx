import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { IconButton } from './IconButton';
import { Switch } from './Switch';
import { List, ListDivider, ListItem } from './List';

describe('List', () => {
  it('is a <ul> of <li>, named by its subheader, with primary and secondary text', () => {
    renderWithTheme(
      <List subheader="Team">
        <ListItem primary="Ada Lovelace" secondary="Admin" start={<span data-testid="avatar" />} />
        <ListItem primary="Alan Turing" />
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Team' });
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Ada LovelaceAdmin$/);
    expect(within(items[0]).getByTestId('avatar')).toBeInTheDocument();
    // A plain item is not interactive.
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes selectable items real buttons, operated by keyboard, the chosen one announced as current', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <List aria-label="Folders">
        <ListItem primary="Inbox" secondary="12 unread" onClick={() => onClick('inbox')} selected />
        <ListItem primary="Sent" onClick={() => onClick('sent')} />
        <ListItem primary="Spam" onClick={() => onClick('spam')} disabled />
      </List>,
    );
    const inbox = screen.getByRole('button', { name: 'Inbox 12 unread' });
    expect(inbox).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Sent' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Spam' })).toBeDisabled();

    await user.tab();
    expect(inbox).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sent' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenLastCalledWith('sent');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    // The disabled item is skipped.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Spam' })).not.toHaveFocus();
  });

  it('makes link items real links, the current page marked', () => {
    renderWithTheme(
      <List aria-label="Settings">
        <ListItem primary="Account" to="/account" selected />
        <ListItem primary="Security" to="/security" />
      </List>,
    );
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/security');
  });

  it('keeps the end action outside the item button, each reachable on its own', async () => {
    const onOpen = jest.fn();
    const onDelete = jest.fn();
    const { user } = renderWithTheme(
      <List aria-label="Users">
        <ListItem
          primary="Grace Hopper"
          onClick={onOpen}
          end={<IconButton aria-label="Delete Grace Hopper" onClick={onDelete} />}
        />
        <ListItem primary="Notifications" end={<Switch aria-label="Notifications" defaultChecked />} />
      </List>,
    );
    const open = screen.getByRole('button', { name: 'Grace Hopper' });
    const remove = screen.getByRole('button', { name: 'Delete Grace Hopper' });
    expect(open).not.toContainElement(remove);
    await user.tab();
    await user.tab();
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();

    await user.tab();
    const toggle = screen.getByRole('switch', { name: 'Notifications' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('draws dividers as decoration, not items (a list holds only items)', () => {
    renderWithTheme(
      <List aria-label="Actions" dense divided>
        <ListItem primary="Copy" />
        <ListDivider />
        <ListItem primary="Delete" />
      </List>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list').children).toHaveLength(3);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });
});
