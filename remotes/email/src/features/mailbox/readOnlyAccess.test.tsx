import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@atrium/mocks/node';
import type { AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import { emailApi, makeEmail } from '../../testing/emailFixtures';
import EmailPage from './EmailPage';

/**
 * The mailbox offers what the user's role allows: reading needs read Email; every change to emails
 * (read, star, trash, spam, labels) is the API's update call; compose, reply and forward send, which is
 * create. The API is the contract's stand-in, so what the page asks of it can be checked.
 */
const READ: AbilityRule[] = [{ action: 'read', subject: 'Email' }];
const READ_AND_UPDATE: AbilityRule[] = [...READ, { action: 'update', subject: 'Email' }];

function renderMailbox(rules?: AbilityRule[]) {
  const api = emailApi([
    makeEmail(1, { subject: 'Roadmap', isRead: false }),
    makeEmail(2, { subject: 'Lunch', isStarred: true }),
  ]);
  server.use(...api.handlers);
  renderPage(<EmailPage />, { url: '/apps/email', path: '/apps/email', rules });
  return api;
}

const list = () => screen.findByRole('list', { name: 'Emails' });

describe('the mailbox by role', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  // Each test prepends its own handlers with server.use (see EmailPage.test.tsx).
  afterAll(() => server.close());

  it('lets a reader read, and offers no compose, selection, star, action, reply or forward', async () => {
    const user = userEvent.setup();
    const api = renderMailbox(READ);
    const emails = await list();
    expect(within(emails).getAllByRole('listitem')).toHaveLength(2);
    expect(within(emails).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(emails).queryByRole('button', { name: /^(Star|Remove the star)/ })).not.toBeInTheDocument();
    // A starred email still says so.
    expect(within(emails).getByRole('img', { name: 'Starred' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all emails' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compose' })).not.toBeInTheDocument();

    await user.click(within(emails).getByRole('button', { name: /Roadmap —/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Roadmap' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Actions on this email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to trash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Labels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forward' })).not.toBeInTheDocument();
    // Opening an unread email does not ask to mark it read: the API would refuse it.
    expect(api.posts).toEqual([]);
  });

  it('offers someone who may update emails selection, stars and actions, but no compose or reply', async () => {
    const user = userEvent.setup();
    const api = renderMailbox(READ_AND_UPDATE);
    const emails = await list();
    expect(within(emails).getByRole('checkbox', { name: 'Select “Roadmap”' })).toBeInTheDocument();
    expect(within(emails).getByRole('button', { name: 'Remove the star from “Lunch”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compose' })).not.toBeInTheDocument();

    await user.click(within(emails).getByRole('button', { name: /Roadmap —/ }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions on this email' });
    expect(within(toolbar).getByRole('button', { name: 'Move to trash' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.posts).toEqual([{ ids: [1], data: { isRead: true } }]));
  });

  it('offers the admin everything', async () => {
    const user = userEvent.setup();
    renderMailbox();
    const emails = await list();
    expect(screen.getByRole('button', { name: 'Compose' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all emails' })).toBeInTheDocument();
    expect(within(emails).getByRole('button', { name: 'Star “Roadmap”' })).toBeInTheDocument();

    await user.click(within(emails).getByRole('button', { name: /Roadmap —/ }));
    expect(await screen.findByRole('toolbar', { name: 'Actions on this email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward' })).toBeInTheDocument();
  });
});
