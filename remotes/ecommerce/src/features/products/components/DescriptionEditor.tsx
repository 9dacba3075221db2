import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  IconBold,
  IconItalic,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconUnderline,
} from '@tabler/icons-react';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  &:focus-within {
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
  .tiptap {
    min-block-size: 8rem;
    padding: 0.75rem 1rem;
    outline: none;
    color: ${({ theme }) => theme.palette.text.primary};
  }
  .tiptap p {
    margin: 0 0 0.5rem;
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

const Label = styled.div`
  margin-block-end: 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.primary};
`;

/** The rich-text description (tiptap): bold, italic, underline, strike, lists. The value is HTML. */
export function DescriptionEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation('ecommerce');
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: !!e?.isActive('bold'),
      italic: !!e?.isActive('italic'),
      underline: !!e?.isActive('underline'),
      strike: !!e?.isActive('strike'),
      bulletList: !!e?.isActive('bulletList'),
      orderedList: !!e?.isActive('orderedList'),
    }),
  });
  useEffect(() => {
    if (editor && value === '' && !editor.isEmpty) editor.commands.clearContent();
  }, [editor, value]);

  const buttons = [
    { key: 'bold', icon: IconBold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', icon: IconItalic, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'underline', icon: IconUnderline, run: () => editor?.chain().focus().toggleUnderline().run() },
    { key: 'strike', icon: IconStrikethrough, run: () => editor?.chain().focus().toggleStrike().run() },
    { key: 'bulletList', icon: IconList, run: () => editor?.chain().focus().toggleBulletList().run() },
    {
      key: 'orderedList',
      icon: IconListNumbers,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
  ] as const;

  return (
    <div>
      <Label id="description-label">{label}</Label>
      <Frame>
        <Toolbar role="toolbar" aria-label={t('addProduct.editorToolbar')}>
          {buttons.map(({ key, icon: Icon, run }) => (
            <button
              key={key}
              type="button"
              aria-label={t(`addProduct.format.${key}`)}
              aria-pressed={state?.[key] ?? false}
              onClick={run}
            >
              <Icon size={18} aria-hidden="true" />
            </button>
          ))}
        </Toolbar>
        <EditorContent editor={editor} />
      </Frame>
    </div>
  );
}
