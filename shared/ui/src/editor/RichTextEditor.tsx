import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  IconAlignCenter,
  IconAlignLeft,
  IconAlignRight,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBlockquote,
  IconBold,
  IconCode,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconSeparatorHorizontal,
  IconStrikethrough,
  IconUnderline,
} from '@tabler/icons-react';
import { TEXT_ALIGN_CSS, TextAlign } from './textAlign';

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

/** Further commands an editor may show (`commands`): headings, quote, code, alignment, rule, history. */
export const RICH_TEXT_EXTRA_COMMANDS = [
  'heading2',
  'heading3',
  'blockquote',
  'code',
  'alignStart',
  'alignCenter',
  'alignEnd',
  'horizontalRule',
  'undo',
  'redo',
] as const;
export type RichTextExtraCommand = (typeof RICH_TEXT_EXTRA_COMMANDS)[number];
export type AnyRichTextCommand = RichTextCommand | RichTextExtraCommand;

/** Every command, in toolbar order: history, blocks, marks, lists, alignment, link and rule. */
export const RICH_TEXT_ALL_COMMANDS: readonly AnyRichTextCommand[] = [
  'undo',
  'redo',
  'heading2',
  'heading3',
  'bold',
  'italic',
  'underline',
  'strike',
  'code',
  'bulletList',
  'orderedList',
  'blockquote',
  'alignStart',
  'alignCenter',
  'alignEnd',
  'link',
  'horizontalRule',
];

/** Commands that do something once rather than switch a state on and off (no aria-pressed). */
const ACTIONS = new Set<AnyRichTextCommand>(['undo', 'redo', 'horizontalRule']);

/**
 * The editor's strings, given by the area that uses it (in the page's language). A further command
 * is shown only when `commands` lists it and it has its label here.
 */
export type RichTextEditorLabels = Record<RichTextCommand, string> &
  Partial<Record<RichTextExtraCommand, string>> & {
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
  /** The toolbar's commands, in order (default: RICH_TEXT_COMMANDS; RICH_TEXT_ALL_COMMANDS for all). */
  commands?: readonly AnyRichTextCommand[];
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
  .tiptap h2,
  .tiptap h3 {
    margin: 0.5rem 0;
    line-height: 1.3;
  }
  .tiptap code {
    padding: 0.1em 0.3em;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: ${({ theme }) => theme.palette.action.selected};
    font-size: 0.9em;
  }
  .tiptap hr {
    border: 0;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  }
  ${TEXT_ALIGN_CSS}
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
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  /* Icons that point (alignment, undo, redo) mirror in right-to-left. */
  [dir='rtl'] & button[data-mirror] svg {
    transform: scaleX(-1);
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
  heading2: IconH2,
  heading3: IconH3,
  blockquote: IconBlockquote,
  code: IconCode,
  alignStart: IconAlignLeft,
  alignCenter: IconAlignCenter,
  alignEnd: IconAlignRight,
  horizontalRule: IconSeparatorHorizontal,
  undo: IconArrowBackUp,
  redo: IconArrowForwardUp,
} as const satisfies Record<AnyRichTextCommand, unknown>;

const MIRRORED = new Set<AnyRichTextCommand>(['alignStart', 'alignEnd', 'undo', 'redo']);

const ALIGNMENTS = { alignStart: 'start', alignCenter: 'center', alignEnd: 'end' } as const;

/** Whether a command's state is on where the cursor is. */
function isActive(editor: Editor, command: AnyRichTextCommand): boolean {
  switch (command) {
    case 'heading2':
      return editor.isActive('heading', { level: 2 });
    case 'heading3':
      return editor.isActive('heading', { level: 3 });
    case 'alignStart':
    case 'alignCenter':
    case 'alignEnd':
      return editor.isActive({ textAlign: ALIGNMENTS[command] });
    case 'undo':
    case 'redo':
    case 'horizontalRule':
      return false;
    default:
      return editor.isActive(command);
  }
}

function run(editor: Editor, command: AnyRichTextCommand, linkPrompt: string) {
  const chain = editor.chain().focus();
  switch (command) {
    case 'heading2':
      return chain.toggleHeading({ level: 2 }).run();
    case 'heading3':
      return chain.toggleHeading({ level: 3 }).run();
    case 'blockquote':
      return chain.toggleBlockquote().run();
    case 'code':
      return chain.toggleCode().run();
    case 'alignStart':
    case 'alignCenter':
    case 'alignEnd': {
      const textAlign = ALIGNMENTS[command];
      return chain
        .updateAttributes('paragraph', { textAlign })
        .updateAttributes('heading', { textAlign })
        .run();
    }
    case 'horizontalRule':
      return chain.setHorizontalRule().run();
    case 'undo':
      return chain.undo().run();
    case 'redo':
      return chain.redo().run();
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
 * The design system's rich-text editor (tiptap): bold, italic, underline, strike, lists and links,
 * and on demand (`commands`) headings, quote, inline code, alignment, a rule, undo and redo.
 * The value is HTML (empty text is ""). Its own entry keeps tiptap out of every page that does not
 * write rich text: import it lazily.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  labels,
  minHeight = '8rem',
  commands = RICH_TEXT_COMMANDS,
}: RichTextEditorProps) {
  const shown = commands.filter((command) => labels[command] !== undefined);
  const labelId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), TextAlign],
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
    selector: ({ editor: e }) => ({
      pressed: Object.fromEntries(shown.map((c) => [c, !!e && isActive(e, c)])) as Record<
        AnyRichTextCommand,
        boolean
      >,
      canUndo: !!e?.can().undo(),
      canRedo: !!e?.can().redo(),
    }),
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
          {shown.map((command) => {
            const Icon = ICONS[command];
            const disabled =
              (command === 'undo' && !active?.canUndo) || (command === 'redo' && !active?.canRedo);
            return (
              <button
                key={command}
                type="button"
                aria-label={labels[command]}
                aria-pressed={ACTIONS.has(command) ? undefined : (active?.pressed[command] ?? false)}
                disabled={disabled}
                data-mirror={MIRRORED.has(command) || undefined}
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
