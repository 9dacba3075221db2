import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EmailSend } from '@atrium/contracts';
import { server } from '@atrium/mocks/node';
import { currentLocation, renderPage, setupI18n, startMockApi } from '../../testing/kit';
import { prepareEditor } from '../../testing/editorLayout';
import { emailApi, makeEmail } from '../../testing/emailFixtures';
import EmailPage from './EmailPage';

const PATHS = ['/apps/email', '/apps/email/filter/:filter', '/apps/email/label/:label', '/apps/email/:view'];
const renderMailbox = (route = '/apps/email') => {
  const path =
    PATHS.find((p) => new RegExp(`^${p.replace(/:[a-z]+/g, '[^/?]+')}(\\?|$)`).test(route)) ?? PATHS[0];
  return renderPage(<EmailPage />, { url: route, path });
};

describe('EmailPage', () => {
  beforeAll(async () => {
    await prepareEditor();
    await setupI18n();
    await startMockApi();
  });
  // Each test prepends its own handlers with server.use (they shadow earlier ones). server.resetHandlers()
  // needs Set.prototype.intersection, which Node 20 lacks.
  afterAll(() => server.close());

  it('lists the inbox with the sidebar counts', async () => {
    const api = emailApi([
      makeEmail(1, { subject: 'Roadmap', isRead: false, labels: ['company'] }),
      makeEmail(2, { subject: 'Lunch', isStarred: true }),
      makeEmail(3, { subject: 'Old draft', folder: 'draft' }),
    ]);
    server.use(...api.handlers);
    renderMailbox();

    const list = await screen.findByRole('list', { name: 'Emails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: /Unread: Roadmap/ })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Company' })).toBeInTheDocument();
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(folders).getByRole('link', { name: /Inbox.*1 unread email/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(folders).getByRole('link', { name: /Draft.*1 draft/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox — Email' })).toBeInTheDocument();
  });

  it('searches by sender or subject through the URL', async () => {
    const api = emailApi([makeEmail(1, { subject: 'Roadmap' }), makeEmail(2, { subject: 'Lunch' })]);
    server.use(...api.handlers);
    renderMailbox();
    await screen.findByRole('button', { name: /Roadmap —/ });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'lun');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Roadmap —/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Lunch —/ })).toBeInTheDocument();
    expect(currentLocation()).toBe('/apps/email?q=lun');
    expect(api.queries.at(-1)?.get('q')).toBe('lun');
  });

  it('shows a label view across folders', async () => {
    const api = emailApi([
      makeEmail(1, { subject: 'Private note', labels: ['private'], folder: 'sent' }),
      makeEmail(2, { subject: 'Other' }),
    ]);
    server.use(...api.handlers);
    renderMailbox('/apps/email/label/private');
    expect(await screen.findByRole('button', { name: /Private note —/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Other —/ })).not.toBeInTheDocument();
    expect(api.queries[0].get('label')).toBe('private');
    expect(api.queries[0].get('filter')).toBeNull();
  });

  it('opens a folder and a label by their short URLs', async () => {
    const api = emailApi([
      makeEmail(1, { subject: 'Sent note', folder: 'sent' }),
      makeEmail(2, { subject: 'Other' }),
    ]);
    server.use(...api.handlers);
    const { unmount } = renderMailbox('/apps/email/sent');
    expect(await screen.findByRole('button', { name: /Sent note —/ })).toBeInTheDocument();
    expect(api.queries.at(-1)?.get('filter')).toBe('sent');
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(folders).getByRole('link', { name: /Sent/ })).toHaveAttribute('aria-current', 'page');
    unmount();

    renderMailbox('/apps/email/important');
    await waitFor(() => expect(api.queries.at(-1)?.get('label')).toBe('important'));
    expect(screen.getByRole('heading', { level: 1, name: 'Important — Email' })).toBeInTheDocument();
  });

  it('opens an email: sanitised body, its conversation oldest first, marked read', async () => {
    const api = emailApi([
      makeEmail(1, {
        subject: 'Roadmap',
        isRead: false,
        threadId: 11,
        threadSize: 2,
        time: '2026-05-04T09:15:00',
        message:
          '<p>Plan <strong>inside</strong></p><img src="x" onerror="window.pwned=1"><script>window.pwned=1</script>',
      }),
      makeEmail(11, {
        subject: 'Roadmap',
        folder: 'sent',
        threadId: 11,
        time: '2026-05-03T09:15:00',
        message: '<p>Earlier words</p>',
      }),
    ]);
    server.use(...api.handlers);
    const { container } = renderMailbox();

    // The row says how many messages its conversation holds.
    const row = await screen.findByRole('button', { name: /Roadmap —/ });
    expect(row).toHaveAccessibleName(expect.stringContaining('2 messages in this conversation'));
    await userEvent.click(row);
    expect(await screen.findByRole('heading', { level: 2, name: 'Roadmap' })).toBeInTheDocument();
    expect(screen.getByText('inside').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(currentLocation()).toBe('/apps/email?email=1');
    await waitFor(() => expect(api.posts).toContainEqual({ ids: [1], data: { isRead: true } }));

    // Earlier messages come first and folded: a line of their text, the body behind a toggle.
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    await waitFor(() => expect(within(conversation).getAllByRole('article')).toHaveLength(2));
    const unfold = screen.getByRole('button', { name: /^Unfold the message from/ });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    expect(within(conversation).getAllByRole('article')[0]).toContainElement(unfold);
    const body = document.getElementById(unfold.getAttribute('aria-controls')!)!;
    expect(body).not.toBeVisible();
    await userEvent.click(unfold);
    expect(body).toBeVisible();
    expect(body).toHaveTextContent('Earlier words');
    expect(screen.getByRole('button', { name: 'Fold the message from Sender 1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('list', { name: 'Emails' })).toBeInTheDocument();
  });

  it('stars from the list and toggles a label on the selection', async () => {
    const api = emailApi([makeEmail(1, { subject: 'Roadmap' }), makeEmail(2, { subject: 'Lunch' })]);
    server.use(...api.handlers);
    renderMailbox();

    await userEvent.click(await screen.findByRole('button', { name: 'Star “Roadmap”' }));
    expect(await screen.findByRole('button', { name: 'Remove the star from “Roadmap”' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.posts).toContainEqual({ ids: [1], data: { isStarred: true } });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select “Lunch”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Labels' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Important/ }));
    await waitFor(() => expect(api.posts).toContainEqual({ ids: [2], label: 'important' }));
    expect(api.emails[1].labels).toEqual(['important']);
  });

  it('moves the selection to trash, with Undo', async () => {
    const api = emailApi([makeEmail(1, { subject: 'Roadmap' }), makeEmail(2, { subject: 'Lunch' })]);
    server.use(...api.handlers);
    renderMailbox();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all emails' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(await screen.findByText('No emails here')).toBeInTheDocument();
    expect(api.posts).toContainEqual({ ids: [1, 2], data: { isDeleted: true } });

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: /Roadmap —/ })).toBeInTheDocument();
  });

  it('shows a failed load with a Retry that loads again', async () => {
    let calls = 0;
    const api = emailApi([makeEmail(1, { subject: 'Roadmap' })]);
    server.use(
      http.get('*/api/apps/email', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Mail server down' }, { status: 500 }) : undefined;
      }),
      ...api.handlers,
    );
    renderMailbox();
    expect(await screen.findByText('Mail server down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Roadmap —/ })).toBeInTheDocument();
  });

  it('says so for an unknown folder', async () => {
    renderMailbox('/apps/email/filter/archive');
    expect(screen.getByText('There is no such folder or label')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/apps/email');
  });

  // Role queries in a dialog over the whole page are slow in jsdom (styles computed for every node):
  // the dialog's fields are found by their labels.
  it('reopens a draft in compose from the Draft folder', async () => {
    server.use(
      ...emailApi([makeEmail(3, { subject: 'Half-written plan', folder: 'draft', message: '<p>So far</p>' })])
        .handlers,
    );
    renderMailbox('/apps/email/draft');
    await userEvent.click(await screen.findByRole('button', { name: /Half-written plan —/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Half-written plan');
    expect(await within(dialog).findByLabelText('Message')).toHaveTextContent('So far');
  });

  it('replies to all with the original quoted', async () => {
    server.use(
      ...emailApi([
        makeEmail(1, {
          subject: 'Roadmap',
          message: '<p>The plan</p>',
          to: [
            { name: 'me', email: 'admin@demo.com', avatar: '' },
            { name: 'Bo', email: 'bo@mail.test', avatar: '' },
          ],
        }),
      ]).handlers,
    );
    renderMailbox('/apps/email?email=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reply all' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Re: Roadmap');
    expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toMatch(/@.*,\s?bo@mail\.test$/);
    // The address fields suggest people from the contacts call, for what the field in use holds.
    const cc = within(dialog).getByLabelText('Cc');
    await userEvent.click(cc);
    const book = document.getElementById(cc.getAttribute('list')!)!;
    await waitFor(() => expect(book.querySelectorAll('option').length).toBeGreaterThan(0));
    const quote = await within(dialog).findByLabelText('Message');
    expect(quote.querySelector('blockquote')).toHaveTextContent(/wrote:.*The plan/);
  });

  it('answers the newest message of the conversation, in its thread; a forward carries its files', async () => {
    const sends: EmailSend[] = [];
    server.use(
      ...emailApi([
        makeEmail(1, { subject: 'Budget', threadId: 1, time: '2026-05-01T09:00:00' }),
        makeEmail(2, {
          subject: 'Re: Budget',
          threadId: 1,
          time: '2026-05-02T09:00:00',
          from: { name: 'Bo', email: 'bo@mail.test', avatar: '' },
          message: '<p>Numbers attached</p>',
          attachments: [
            {
              id: 'a'.repeat(32),
              fileName: 'q2.pdf',
              type: 'application/pdf',
              bytes: 2048,
              size: '2 KB',
              url: '',
              thumbnail: '',
            },
          ],
        }),
      ]).handlers,
      http.post('*/api/apps/email/send', async ({ request }) => {
        const body = (await request.json()) as EmailSend;
        sends.push(body);
        return HttpResponse.json(
          { id: 90 + sends.length, folder: body.draft ? 'draft' : 'sent' },
          { status: 201 },
        );
      }),
    );
    renderMailbox('/apps/email?email=1');
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    await waitFor(() => expect(within(conversation).getAllByRole('article')).toHaveLength(2));
    // The newest is open with its file; the one opened too.
    expect(within(conversation).getByText('Numbers attached')).toBeVisible();
    expect(within(conversation).getByRole('button', { name: 'Preview q2.pdf' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    let dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(within(dialog).getByLabelText('To')).toHaveValue('bo@mail.test');
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Re: Budget');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends.find((s) => !s.draft)).toEqual(expect.objectContaining({ replyTo: 2 })));

    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    dialog = await screen.findByRole('dialog', { name: 'New message' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Fwd: Re: Budget');
    expect(
      within(within(dialog).getByRole('list', { name: 'Attachments' })).getByText('q2.pdf'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('To'), 'cy@mail.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends.filter((s) => !s.draft)).toHaveLength(2));
    expect(sends.filter((s) => !s.draft)[1]).toEqual(
      expect.objectContaining({ replyTo: 2, attachments: [{ fileId: 'a'.repeat(32) }] }),
    );
  });

  it('moves, opens, trashes and searches from the keyboard, never while typing, and lists the keys', async () => {
    const api = emailApi([
      makeEmail(1, { subject: 'First', time: '2026-05-20T10:00:00' }),
      makeEmail(2, { subject: 'Second', time: '2026-05-19T10:00:00' }),
      makeEmail(3, { subject: 'Third', time: '2026-05-18T10:00:00' }),
    ]);
    server.use(...api.handlers);
    renderMailbox();
    const user = userEvent.setup();
    const item = (name: string) => screen.getByRole('button', { name: new RegExp(`${name} —`) });
    await screen.findByRole('button', { name: /First —/ });

    await user.keyboard('j');
    expect(item('First')).toHaveFocus();
    await user.keyboard('{ArrowDown}j');
    expect(item('Third')).toHaveFocus();
    await user.keyboard('k');
    expect(item('Second')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Second' })).toBeInTheDocument();
    await user.keyboard('j');
    expect(await screen.findByRole('heading', { level: 2, name: 'Third' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next email' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous email' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Second' })).toBeInTheDocument();
    await user.keyboard('e');
    await waitFor(() => expect(api.posts.at(-1)).toEqual({ ids: [2], data: { isDeleted: true } }));

    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search mail' })).toBeInTheDocument());
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search mail' });
    expect(search).toHaveFocus();
    await user.keyboard('jk');
    expect(search).toHaveValue('jk');

    await user.click(document.body);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Move to trash')).toBeInTheDocument();
    expect(within(help).getByText('Search mail')).toBeInTheDocument();
  });

  // Fifty rows make every whole-page role query slow (a name and a computed style for each button):
  // the button below the list is found by its text.
  it('loads a long folder a page at a time', async () => {
    const api = emailApi(
      Array.from({ length: 60 }, (_, i) =>
        makeEmail(i + 1, {
          subject: `Note ${i + 1}`,
          time: `2026-05-20T10:${String(59 - i).padStart(2, '0')}:00`,
        }),
      ),
    );
    server.use(...api.handlers);
    renderMailbox();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const list = await screen.findByRole('list', { name: 'Emails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByText('Load more').closest('button')!);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(60));
    expect(api.queries.at(-1)?.get('page')).toBe('2');
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
  });

  it('moves an open email to another folder', async () => {
    const api = emailApi([makeEmail(1, { subject: 'Odd offer' })]);
    server.use(...api.handlers);
    renderMailbox('/apps/email?email=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Move to' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Spam' }));
    await waitFor(() => expect(api.posts).toContainEqual({ ids: [1], data: { folder: 'spam' } }));
    // Back in the inbox, now empty.
    expect(await screen.findByText('No emails here')).toBeInTheDocument();
  });
});
