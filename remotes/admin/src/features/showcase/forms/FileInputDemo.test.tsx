import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

beforeAll(() => setupI18n());

const fileOf = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

async function renderDemo() {
  const { default: Page } = await loadShowcasePage('forms', 'file-input');
  return renderPage(<Page />, { url: '/forms/file-input' });
}

test('a picked file is listed with its size and can be removed', async () => {
  const user = userEvent.setup();
  await renderDemo();
  await user.upload(
    screen.getByLabelText('Attachments', { selector: 'input' }),
    fileOf('notes.txt', 'text/plain', 2048),
  );
  const list = await screen.findByRole('list', { name: 'Selected files' });
  expect(list).toHaveTextContent('notes.txt');
  expect(list).toHaveTextContent('2 kB');
  await user.click(within(list).getByRole('button', { name: 'Remove notes.txt' }));
  expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
});

test('files beyond the limits are refused with a message for each', async () => {
  await renderDemo();
  const zone = screen.getByRole('button', { name: /Supporting documents/ });
  const files = [fileOf('song.mp3', 'audio/mpeg'), fileOf('scan.pdf', 'application/pdf', 2 * 1024 * 1024)];
  fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
  expect(await screen.findByText('song.mp3 is not an accepted type of file')).toBeInTheDocument();
  expect(screen.getByText('scan.pdf is larger than 1 MB')).toBeInTheDocument();
});
