import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EmailSend } from '@atrium/contracts';
import { server } from '@atrium/mocks/node';
import { db } from '@atrium/mocks';
import { renderPage, setupI18n, startMockApi } from '../../../testing/kit';
import { prepareEditor } from '../../../testing/editorLayout';
import { ComposeDialog } from './ComposeDialog';
import type { ComposeDraft } from '../components/composeSchema';
import { AUTOSAVE_DELAY_MS } from './useDraftAutosave';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The send and discard calls, answered as the API does, recorded. */
function composeApi() {
  const sends: EmailSend[] = [];
  const deletes: string[] = [];
  let nextId = 500;
  const handlers = [
    http.post('*/api/apps/email/send', async ({ request }) => {
      const body = (await request.json()) as EmailSend;
      sends.push(body);
      return HttpResponse.json(
        { id: body.draftId ?? nextId++, folder: body.draft ? 'draft' : 'sent' },
        { status: 201 },
      );
    }),
    http.delete('*/api/apps/email/drafts/:id', ({ params }) => {
      deletes.push(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { sends, deletes, handlers };
}

/**
 * What the browser does when a suggestion of the field's list is picked (jsdom shows no list): in a
 * field of several addresses, the picked address replaces the one being typed, after the last comma.
 */
function pickSuggestion(field: HTMLInputElement, option: HTMLOptionElement) {
  const before = field.value.split(',').slice(0, -1);
  fireEvent.input(field, { target: { value: [...before, option.value].join(',') } });
}

/** The suggestions offered to an address field: the options of the list it names. */
function suggestionsOf(field: HTMLInputElement) {
  const list = document.getElementById(field.getAttribute('list') ?? '');
  if (!list) throw new Error('The field names no list of suggestions');
  return within(list);
}

function renderCompose(draft?: ComposeDraft) {
  const onOpenChange = jest.fn();
  renderPage(<ComposeDialog open draft={draft} onOpenChange={onOpenChange} />);
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'New message' }) };
}

describe('ComposeDialog', () => {
  beforeAll(async () => {
    await prepareEditor();
    await setupI18n();
    await startMockApi();
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => server.close());

  it('names what is missing before sending', async () => {
    server.use(...composeApi().handlers);
    const { dialog } = renderCompose();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Add at least one recipient')).toBeInTheDocument();
    expect(within(dialog).getByText('Add a subject')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a message')).toBeInTheDocument();
  });

  it('sends rich text with the chosen files listed, sized and removable', async () => {
    const api = composeApi();
    server.use(...api.handlers);
    const { dialog, onOpenChange } = renderCompose({
      to: 'ada@mail.test, bo@mail.test',
      bcc: 'boss@mail.test',
      subject: 'Hello',
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const editor = await within(dialog).findByLabelText('Message');
    expect(within(dialog).getByRole('toolbar', { name: 'Text formatting' })).toBeInTheDocument();
    await user.type(editor, 'Hi');

    await user.upload(within(dialog).getByLabelText('Attach files'), [
      new File(['a'.repeat(2048)], 'notes.txt', { type: 'text/plain' }),
      new File([PNG_SIGNATURE], 'photo.png', { type: 'image/png' }),
    ]);
    const files = within(dialog).getByRole('list', { name: 'Attachments' });
    expect(within(files).getByText('notes.txt')).toBeInTheDocument();
    // Sized once uploaded: the API has kept it.
    expect(await within(files).findByText('2 kB')).toBeInTheDocument();
    await waitFor(() => expect(within(files).queryByRole('status')).not.toBeInTheDocument());
    const kept = db.emailFiles.find((f) => f.fileName === 'notes.txt')!;
    expect(kept).toEqual(expect.objectContaining({ type: 'text/plain', bytes: 2048 }));
    await user.click(within(files).getByRole('button', { name: 'Remove photo.png' }));
    expect(within(files).queryByText('photo.png')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = api.sends.find((s) => !s.draft);
    expect(sent).toEqual(
      expect.objectContaining({
        to: ['ada@mail.test', 'bo@mail.test'],
        bcc: ['boss@mail.test'],
        subject: 'Hello',
        html: true,
        attachments: [{ fileId: kept.id }],
      }),
    );
    expect(sent?.message).toBe('<p>Hi</p>');
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });

  it('says which files were refused: over 512 KB, past 5 files, or not a kind the API keeps', async () => {
    server.use(...composeApi().handlers);
    const { dialog } = renderCompose();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const big = new File(['x'], 'huge.zip');
    Object.defineProperty(big, 'size', { value: 513 * 1024 });
    await user.upload(within(dialog).getByLabelText('Attach files'), big);
    expect(within(dialog).getByText('huge.zip is larger than 512 KB and was not added')).toBeInTheDocument();

    await user.upload(
      within(dialog).getByLabelText('Attach files'),
      new File([Uint8Array.from([0x4d, 0x5a, 0, 1])], 'tool.exe'),
    );
    expect(
      await within(dialog).findByText(
        'tool.exe could not be attached: Attach a picture (PNG, JPEG, GIF, WebP), a PDF or a plain text file',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();

    const six = Array.from({ length: 6 }, (_, i) => new File(['x'], `f${i}.txt`));
    await user.upload(within(dialog).getByLabelText('Attach files'), six);
    expect(
      within(within(dialog).getByRole('list', { name: 'Attachments' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(within(dialog).getByText('At most 5 files per message')).toBeInTheDocument();
  });

  it('waits for a file still uploading when Send is pressed, then sends it with the message', async () => {
    const api = composeApi();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      ...api.handlers,
      http.post('*/api/apps/email/attachments', async () => {
        await gate;
        return HttpResponse.json(
          {
            attachment: {
              id: 'b'.repeat(32),
              fileName: 'late.txt',
              type: 'text/plain',
              bytes: 4,
              size: '4 B',
              url: '',
              thumbnail: '',
            },
          },
          { status: 201 },
        );
      }),
    );
    const { dialog, onOpenChange } = renderCompose({
      to: 'ada@mail.test',
      subject: 'Late',
      message: '<p>Hi</p>',
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await within(dialog).findByLabelText('Message');
    await user.upload(
      within(dialog).getByLabelText('Attach files'),
      new File(['late'], 'late.txt', { type: 'text/plain' }),
    );
    expect(within(dialog).getByRole('status', { name: 'Uploading…' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(api.sends.filter((s) => !s.draft)).toEqual([]);
    release();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.sends.find((s) => !s.draft)?.attachments).toEqual([{ fileId: 'b'.repeat(32) }]);
  });

  it('suggests people from the directory as their name is typed, and a pick fills the address', async () => {
    const api = composeApi();
    server.use(...api.handlers);
    // A directory user in no message of the mailbox: only the contacts call knows them.
    const person = db.users.find((u) => u.fullName === 'Samir García');
    expect(person).toBeDefined();
    expect(
      db.emails.some(
        (e) => [e.from, ...e.to].some((p) => p.email === person?.email) || e.cc.includes(person?.email ?? ''),
      ),
    ).toBe(false);
    const { dialog } = renderCompose();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const to = within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'To' });

    await user.type(to, 'bo@mail.test, garci');
    // Matched on name, accents ignored: every García of the directory, no one else.
    const garcias = db.users.filter((u) => u.fullName.includes('García')).map((u) => u.fullName);
    const offered = () =>
      suggestionsOf(to)
        .queryAllByRole('option', { hidden: true })
        .map((o) => o.textContent)
        .sort();
    await waitFor(() => expect(offered()).toEqual([...garcias].sort()));
    const option = suggestionsOf(to).getByRole<HTMLOptionElement>('option', {
      name: 'Samir García',
      hidden: true,
    });
    expect(option).toHaveValue(person?.email);

    pickSuggestion(to, option);
    expect(to).toHaveValue(`bo@mail.test,${person?.email}`);

    // cc suggests from the same call, for what is typed there.
    const cc = within(dialog).getByRole<HTMLInputElement>('combobox', { name: 'Cc' });
    await user.type(cc, 'ross.gel');
    expect(await suggestionsOf(cc).findByRole('option', { name: 'Ross Geller', hidden: true })).toHaveValue(
      'ross.geller@mail.test',
    );
  });

  it('saves a draft 2 s after typing stops, then updates that same draft', async () => {
    // Only the clock is fake: the mock API's request bodies stream on real ticks.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const api = composeApi();
    server.use(...api.handlers);
    const { dialog } = renderCompose();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.type(within(dialog).getByLabelText('Subject'), 'Plan');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100));
    expect(api.sends).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(api.sends).toHaveLength(1));
    expect(api.sends[0]).toEqual(expect.objectContaining({ subject: 'Plan', draft: true }));
    expect(api.sends[0].draftId).toBeUndefined();
    expect(await within(dialog).findByText('Draft saved')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('To'), 'ada@mail.test');
    await act(() => jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    await waitFor(() => expect(api.sends).toHaveLength(2));
    expect(api.sends[1]).toEqual(
      expect.objectContaining({ draftId: 500, to: ['ada@mail.test'], draft: true }),
    );
  });

  it('saves the draft on close, and saves nothing for an untouched message', async () => {
    const api = composeApi();
    server.use(...api.handlers);
    const first = renderCompose();
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.keyboard('{Escape}');
    expect(first.onOpenChange).toHaveBeenCalledWith(false);
    expect(api.sends).toHaveLength(0);
    cleanup();

    const second = renderCompose({ to: 'ada@mail.test', subject: 'Re: Plan', replyTo: 7 });
    await user.type(within(second.dialog).getByLabelText('Subject'), '!');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(api.sends).toHaveLength(1));
    expect(api.sends[0]).toEqual(expect.objectContaining({ subject: 'Re: Plan!', replyTo: 7, draft: true }));
    expect((await screen.findAllByText('Draft saved')).length).toBeGreaterThan(0);
  });

  it('reopens a saved draft and discards it after confirming', async () => {
    const api = composeApi();
    server.use(...api.handlers);
    const { dialog, onOpenChange } = renderCompose({
      to: 'ada@mail.test',
      subject: 'Old plan',
      message: '<p>Kept text</p>',
      draftId: 42,
      attachments: [{ fileName: 'plan.pdf', size: 3 * 1024 * 1024, type: 'application/pdf' }],
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Old plan');
    expect(await within(dialog).findByLabelText('Message')).toHaveTextContent('Kept text');
    expect(within(dialog).getByText('3 MB')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    // A confirmation dialog (role dialog): asking for an alertdialog first waited out its timeout.
    const confirm = await screen.findByRole('dialog', { name: 'Discard this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(api.deletes).toEqual(['42']));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.sends).toHaveLength(0);
  });
});
