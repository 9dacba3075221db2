import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { FileDropzone, type FileDropzoneProps } from './FileDropzone';
import { FileInput } from './FileInput';

const labels: FileDropzoneProps['labels'] = {
  prompt: 'Drop files or browse',
  dragActive: 'Drop them here',
  selected: 'Selected files',
  remove: (file) => `Remove ${file.name}`,
  rejection: ({ file, reason }) => `${file.name}: ${reason}`,
};

const fileOf = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

function Dropzone(props: Partial<FileDropzoneProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileDropzone label="Attachments" labels={labels} files={files} onFilesChange={setFiles} {...props} />
  );
}

const input = () => screen.getByLabelText('Attachments', { selector: 'input' });

describe('FileDropzone', () => {
  it('is a named button that takes picked files, lists them and removes one', async () => {
    const { user } = renderWithTheme(<Dropzone multiple helperText="PNG or PDF" />);
    const zone = screen.getByRole('button', { name: 'Attachments Drop files or browse' });
    expect(zone).toHaveAccessibleDescription('PNG or PDF');
    expect(zone).toHaveAttribute('tabindex', '0');
    await user.upload(input(), [fileOf('a.png', 'image/png'), fileOf('b.pdf', 'application/pdf')]);
    const list = await screen.findByRole('list', { name: 'Selected files' });
    expect(list).toHaveTextContent('a.png');
    expect(list).toHaveTextContent('b.pdf');
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(list).not.toHaveTextContent('a.png');
  });

  it('announces each refused file: type, size and count', async () => {
    renderWithTheme(<Dropzone multiple maxFiles={2} maxSize={100} accept={{ 'image/png': ['.png'] }} />);
    const zone = screen.getByRole('button', { name: /Attachments/ });
    const files = [
      fileOf('a.png', 'image/png'),
      fileOf('b.png', 'image/png'),
      fileOf('c.png', 'image/png'),
      fileOf('big.png', 'image/png', 500),
      fileOf('doc.txt', 'text/plain'),
    ];
    fireEvent.drop(zone, { dataTransfer: { files, types: ['Files'] } });
    const alert = await screen.findByText('c.png: too-many-files');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('big.png: file-too-large');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('doc.txt: file-invalid-type');
    expect(screen.getByRole('list', { name: 'Selected files' }).querySelectorAll('li')).toHaveLength(2);
  });

  it('keeps one file when single, and a disabled zone is out of the tab order', async () => {
    const { user, unmount } = renderWithTheme(<Dropzone />);
    await user.upload(input(), fileOf('one.png', 'image/png'));
    await user.upload(input(), fileOf('two.png', 'image/png'));
    await waitFor(() => expect(screen.getByRole('list')).toHaveTextContent('two.png'));
    expect(screen.getByRole('list')).not.toHaveTextContent('one.png');
    unmount();
    renderWithTheme(<Dropzone disabled />);
    expect(screen.getByRole('button', { name: /Attachments/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Attachments/ })).toHaveAttribute('tabindex', '-1');
  });
});

describe('FileInput', () => {
  it('shows the chosen name and clears it', async () => {
    function Field() {
      const [files, setFiles] = useState<File[]>([]);
      return (
        <FileInput
          label="Avatar"
          files={files}
          onFilesChange={setFiles}
          labels={{ choose: 'Choose file', empty: 'No file chosen', clear: 'Clear', rejection: () => '' }}
        />
      );
    }
    const { user } = renderWithTheme(<Field />);
    expect(screen.getByRole('button', { name: 'Avatar Choose file' })).toHaveAccessibleDescription(
      'No file chosen',
    );
    await user.upload(screen.getByLabelText('Avatar', { selector: 'input' }), fileOf('me.jpg', 'image/jpeg'));
    expect(await screen.findByText('me.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });
});
