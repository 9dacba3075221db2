import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@atrium/mocks/node';
import { db } from '@atrium/mocks';
import { renderPage, setupI18n, startMockApi } from '../../../testing/kit';
import { AttachmentList } from './AttachmentList';

// Against the mock API, signed in as the demo admin: the sample mailbox's files are the admin's.
const filesOf = (id: number) => db.emails.find((e) => e.id === id)!.attachments;

describe('AttachmentList', () => {
  const made: Blob[] = [];
  let clicked: HTMLAnchorElement[] = [];
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
    // jsdom makes no blob: addresses and downloads nothing: both are recorded instead.
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return `blob:test/${made.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  beforeEach(() => {
    made.length = 0;
    clicked = [];
  });
  afterAll(() => server.close());

  it('previews a picture in a dialog, fetched with the session, and downloads it from there', async () => {
    renderPage(<AttachmentList attachments={filesOf(5)} />);
    const files = screen.getByRole('list', { name: '2 attachments' });
    // Text is only ever downloaded: no preview is offered for it.
    expect(within(files).queryByRole('button', { name: 'Preview review-notes.txt' })).not.toBeInTheDocument();
    await userEvent.click(within(files).getByRole('button', { name: 'Preview mockup.png' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preview: mockup.png' });
    const picture = await within(dialog).findByRole('img', { name: 'mockup.png' });
    expect(picture.getAttribute('src')).toMatch(/^blob:/);
    expect(made[0].type).toBe('image/png');
    const head = new Uint8Array(await made[0].arrayBuffer()).subarray(0, 4);
    expect([...head]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download mockup.png' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('mockup.png');
  });

  it('previews a PDF in a frame, and downloads text under its name', async () => {
    renderPage(<AttachmentList attachments={[...filesOf(1), ...filesOf(9)]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview roadmap.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: roadmap.pdf' });
    const frame = await within(dialog).findByTitle('roadmap.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(made[0].type).toBe('application/pdf');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Download checklist.txt' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('checklist.txt');
    expect(await made.at(-1)!.text()).toMatch(/^Onboarding/);
  });

  it('says when a file cannot be loaded (another user’s, or gone), and lists a file kept as a name only', async () => {
    renderPage(
      <AttachmentList
        attachments={[
          {
            id: '0'.repeat(32),
            fileName: 'gone.png',
            type: 'image/png',
            size: '1 KB',
            url: '',
            thumbnail: '',
          },
          { fileName: 'old.doc', size: '2mb', url: '', thumbnail: '' },
        ]}
      />,
    );
    expect(screen.getByText('old.doc')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download old.doc' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview gone.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: gone.png' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file could not be loaded.');
    expect(made).toHaveLength(0);
  });
});
