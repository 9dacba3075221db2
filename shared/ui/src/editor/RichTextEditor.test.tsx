import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtriumThemeProvider } from '../theme/AtriumThemeProvider';
import { DEFAULT_THEME_SETTINGS } from '../theme/theme';
import { RICH_TEXT_ALL_COMMANDS, RichTextEditor, type RichTextEditorLabels } from './RichTextEditor';

const LABELS: RichTextEditorLabels = {
  toolbar: 'Text formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strike: 'Strikethrough',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  linkPrompt: 'Link address',
};

const ALL_LABELS: RichTextEditorLabels = {
  ...LABELS,
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  blockquote: 'Quote',
  code: 'Code',
  alignStart: 'Align to the start',
  alignCenter: 'Centre',
  alignEnd: 'Align to the end',
  horizontalRule: 'Horizontal rule',
  undo: 'Undo',
  redo: 'Redo',
};

function Harness({
  initial = '',
  onChange,
  full = false,
}: {
  initial?: string;
  onChange: (html: string) => void;
  full?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
      <RichTextEditor
        label="Message"
        value={value}
        labels={full ? ALL_LABELS : LABELS}
        commands={full ? RICH_TEXT_ALL_COMMANDS : undefined}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </AtriumThemeProvider>
  );
}

// jsdom lays nothing out; ProseMirror measures the selection to scroll it into view after a command.
beforeAll(() => {
  const measured = {
    getClientRects: () => Object.assign([], { item: () => null }) as unknown as DOMRectList,
    getBoundingClientRect: () => new DOMRect(0, 0, 0, 0),
  };
  Object.assign(Range.prototype, measured);
  Object.assign(Text.prototype, measured);
  document.elementFromPoint = () => null;
});

describe('RichTextEditor', () => {
  it('shows a labelled toolbar of toggle buttons and a labelled editable area', () => {
    render(<Harness onChange={jest.fn()} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bulleted list',
      'Numbered list',
      'Link',
    ]) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(toolbar).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('contenteditable', 'true');
  });

  it('shows the initial HTML and reports the text as HTML after a format', async () => {
    const onChange = jest.fn();
    render(<Harness initial="<p>Hello world</p>" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveTextContent('Hello world');
    await userEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<ul>')));
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a web link and refuses a script address', async () => {
    const onChange = jest.fn();
    const prompt = jest.spyOn(window, 'prompt');
    render(<Harness initial="<p>Docs</p>" onChange={onChange} />);
    prompt.mockReturnValueOnce('javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(onChange).not.toHaveBeenCalled();
    prompt.mockReturnValueOnce('https://atrium.test/docs');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://atrium.test/docs"')),
    );
    prompt.mockRestore();
  });

  it('clears its text when the value is reset to empty', async () => {
    render(<Harness initial="<p>Draft</p>" onChange={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent(''));
  });

  it('shows only the basic commands unless asked for more', () => {
    render(<Harness onChange={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Heading 2' })).not.toBeInTheDocument();
  });

  it('makes a heading and undoes it, undo and redo enabled only when they can act', async () => {
    const onChange = jest.fn();
    render(<Harness full initial="<p>Title</p>" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo' })).not.toHaveAttribute('aria-pressed');
    await userEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<h2>Title<\/h2>/)));
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^<p>Title<\/p>/)));
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });

  it('centres a paragraph with a data attribute the sanitiser keeps', async () => {
    const onChange = jest.fn();
    render(<Harness full initial="<p>Title</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Centre' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        expect.stringMatching(/^<p data-text-align="center">Title<\/p>/),
      ),
    );
    expect(screen.getByRole('button', { name: 'Centre' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Align to the start' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('quotes a paragraph and adds a rule', async () => {
    const onChange = jest.fn();
    render(<Harness full initial="<p>Said</p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<blockquote>')));
    await userEvent.click(screen.getByRole('button', { name: 'Horizontal rule' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<hr>')));
  });
});
