import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  IconBold,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconUnderline,
} from '@tabler/icons-react';

/** The toolbar's commands, in the order they are shown. */
export const RICH_TEXT_COMMANDS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'bulletList',
  'orderedList',
  'link',
] as const;
export type RichTextCommand = (typeof RICH_TEXT_COMMANDS)[number];

/** The editor's strings, given by the area that uses it (in the page's language). */
export type RichTextEditorLabels = Record<RichTextCommand, string> & {
  /** The toolbar's accessible name, e.g. "Text formatting". */
  toolbar: string;
  /** The question asked for a link's address. */
  linkPrompt: string;
};

export interface RichTextEditorProps {
  /** The visible label; it also names the editable area. */
  label: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  labels: RichTextEditorLabels;
  /** The editable area's least height, e.g. "12rem". */
  minHeight?: string;
}

const Label = styled.div`
  margin-block-end: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

const Frame = styled.div<{ $minHeight: string }>`
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  &:focus-within {
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
  .tiptap {
    min-block-size: ${({ $minHeight }) => $minHeight};
    padding: 0.75rem 1rem;
    outline: none;
    color: ${({ theme }) => theme.palette.text.primary};
  }
  .tiptap p {
    margin: 0 0 0.5rem;
  }
  .tiptap a {
    color: ${({ theme }) => theme.palette.primary.main};
  }
  .tiptap blockquote {
    margin: 0.5rem 0;
    padding-inline-start: 0.75rem;
    border-inline-start: 3px solid ${({ theme }) => theme.palette.divider};
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.35rem 0.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  button {
    display: inline-grid;
    place-items: center;
    inline-size: 2rem;
    block-size: 2rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: transparent;
    color: ${({ theme }) => theme.palette.text.secondary};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
  }
`;

const ICONS = {
  bold: IconBold,
  italic: IconItalic,
  underline: IconUnderline,
  strike: IconStrikethrough,
  bulletList: IconList,
  orderedList: IconListNumbers,
  link: IconLink,
} as const;

function run(editor: Editor, command: RichTextCommand, linkPrompt: string) {
  const chain = editor.chain().focus();
  switch (command) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'underline':
      return chain.toggleUnderline().run();
    case 'strike':
      return chain.toggleStrike().run();
    case 'bulletList':
      return chain.toggleBulletList().run();
    case 'orderedList':
      return chain.toggleOrderedList().run();
    case 'link': {
      if (editor.isActive('link')) return chain.extendMarkRange('link').unsetLink().run();
      const href = window.prompt(linkPrompt, 'https://')?.trim();
      // Only web and mail addresses: a "javascript:" link must never be stored.
      if (!href || !/^(https?:\/\/|mailto:)\S+$/i.test(href)) return false;
      // With nothing selected, the address itself becomes the link's text.
      if (editor.state.selection.empty) {
        return chain
          .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
          .run();
      }
      return chain.extendMarkRange('link').setLink({ href }).run();
    }
  }
}

/**
 * The design system's rich-text editor (tiptap): bold, italic, underline, strike, lists and links.
 * The value is HTML (empty text is ""). Its own entry keeps tiptap out of every page that does not
 * write rich text: import it lazily.
 */
export function RichTextEditor({ label, value, onChange, labels, minHeight = '8rem' }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(RICH_TEXT_COMMANDS.map((c) => [c, !!e?.isActive(c)])) as Record<
        RichTextCommand,
        boolean
      >,
  });
  // A form reset to "" clears the text the user had typed.
  useEffect(() => {
    if (editor && value === '' && !editor.isEmpty) editor.commands.clearContent();
  }, [editor, value]);

  return (
    <div>
      <Label id={labelId}>{label}</Label>
      <Frame $minHeight={minHeight}>
        <Toolbar role="toolbar" aria-label={labels.toolbar}>
          {RICH_TEXT_COMMANDS.map((command) => {
            const Icon = ICONS[command];
            return (
              <button
                key={command}
                type="button"
                aria-label={labels[command]}
                aria-pressed={active?.[command] ?? false}
                onClick={() => editor && run(editor, command, labels.linkPrompt)}
              >
                <Icon size={18} aria-hidden="true" />
              </button>
            );
          })}
        </Toolbar>
        <EditorContent editor={editor} />
      </Frame>
    </div>
  );
}
