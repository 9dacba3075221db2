import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconDownload, IconEye, IconFileTypePdf, IconPaperclip, IconPhoto } from '@tabler/icons-react';
import type { EmailAttachment } from '@atrium/contracts';
import { IconButton, toast } from '@atrium/ui';
import { fetchAttachment, saveBlob } from '../api/attachments';
import { formatBytes } from '../compose/attachments';
import { AttachmentPreviewDialog } from './AttachmentPreviewDialog';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  list-style: none;
  margin: 1rem 0 0;
  padding: 1rem 0 0;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    padding-block: 0.25rem;
    padding-inline: 0.625rem 0.25rem;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    border-radius: ${({ theme }) => theme.radius.sm}px;
    font-size: 0.875rem;
  }
  .name {
    overflow-wrap: anywhere;
  }
  .size {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

type Stored = EmailAttachment & { id: string };
const isStored = (a: EmailAttachment): a is Stored => typeof a.id === 'string' && a.id !== '';
/** What a browser shows without running anything: pictures and PDFs (the API serves no other inline). */
const previewable = (a: EmailAttachment) =>
  /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/.test(a.type ?? '');

function FileIcon({ type }: { type?: string }) {
  if (type === 'application/pdf') return <IconFileTypePdf size={16} aria-hidden="true" />;
  if (type?.startsWith('image/')) return <IconPhoto size={16} aria-hidden="true" />;
  return <IconPaperclip size={16} aria-hidden="true" />;
}

/**
 * A message's files: each with its size, a download for a stored file, and a preview (a dialog) for a
 * picture or a PDF. A file of an older message kept as metadata only is listed by name.
 */
export function AttachmentList({ attachments }: { attachments: EmailAttachment[] }) {
  const { t, i18n } = useTranslation('email');
  const [previewed, setPreviewed] = useState<Stored | null>(null);
  const download = async (a: Stored) => {
    try {
      saveBlob(await fetchAttachment(a.id, false), a.fileName);
    } catch {
      toast.error(t('view.downloadFailed', { name: a.fileName }));
    }
  };
  return (
    <>
      <List aria-label={t('view.attachments', { count: attachments.length })}>
        {attachments.map((a, i) => (
          <li key={a.id ?? `${a.fileName}-${i}`}>
            <FileIcon type={a.type} />
            <span className="name" dir="auto">
              {a.fileName}
            </span>
            {/* In the page's language when the size is known; the stored text (older mail) as written. */}
            <span className="size" dir={a.bytes === undefined ? 'ltr' : undefined}>
              ({a.bytes === undefined ? a.size : formatBytes(a.bytes, i18n.language)})
            </span>
            {isStored(a) && previewable(a) && (
              <IconButton
                size="sm"
                aria-label={t('view.preview', { name: a.fileName })}
                onClick={() => setPreviewed(a)}
              >
                <IconEye size={16} aria-hidden="true" />
              </IconButton>
            )}
            {isStored(a) && (
              <IconButton
                size="sm"
                aria-label={t('view.download', { name: a.fileName })}
                onClick={() => void download(a)}
              >
                <IconDownload size={16} aria-hidden="true" />
              </IconButton>
            )}
          </li>
        ))}
      </List>
      <AttachmentPreviewDialog
        attachment={previewed}
        onClose={() => setPreviewed(null)}
        onDownload={(a) => void download(a)}
      />
    </>
  );
}
