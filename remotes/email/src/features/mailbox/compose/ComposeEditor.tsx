import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// The editor (tiptap) comes with the first compose, never with the mailbox or the area's contract.
const RichTextEditor = lazy(() =>
  import(/* webpackChunkName: "rich-text-editor" */ '@atrium/ui/editor').then((m) => ({
    default: m.RichTextEditor,
  })),
);

const Placeholder = styled.div`
  min-block-size: 14rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  padding: 0.75rem 1rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Error = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.error.main};
`;

export interface ComposeEditorProps {
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/** The message's rich-text field, loaded on demand, with this area's strings. */
export function ComposeEditor({ value, onChange, error }: ComposeEditorProps) {
  const { t } = useTranslation('email');
  return (
    <div>
      <Suspense fallback={<Placeholder aria-busy="true">{t('compose.loadingEditor')}</Placeholder>}>
        <RichTextEditor
          label={t('compose.message')}
          value={value}
          onChange={onChange}
          minHeight="12rem"
          labels={{
            toolbar: t('compose.format.toolbar'),
            bold: t('compose.format.bold'),
            italic: t('compose.format.italic'),
            underline: t('compose.format.underline'),
            strike: t('compose.format.strike'),
            bulletList: t('compose.format.bulletList'),
            orderedList: t('compose.format.orderedList'),
            link: t('compose.format.link'),
            linkPrompt: t('compose.format.linkPrompt'),
          }}
        />
      </Suspense>
      {error && <Error role="alert">{error}</Error>}
    </div>
  );
}
