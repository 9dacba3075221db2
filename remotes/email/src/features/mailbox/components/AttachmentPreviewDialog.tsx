import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EmailAttachment } from '@atrium/contracts';
import { Alert, Button, Dialog, Spinner } from '@atrium/ui';
import { useAttachmentFile } from './useAttachmentFile';

const Frame = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 12rem;
  margin-block-start: 1rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  /* A checkerboard-free neutral ground: transparent pictures read in light and dark alike. */
  background: ${({ theme }) => theme.palette.action.hover};
  img {
    max-inline-size: 100%;
    max-block-size: 70dvh;
    object-fit: contain;
  }
  iframe {
    inline-size: 100%;
    block-size: 70dvh;
    border: 0;
  }
`;

export interface AttachmentPreviewDialogProps {
  /** The attachment shown, or none (closed). */
  attachment: (EmailAttachment & { id: string }) | null;
  onClose: () => void;
  onDownload: (attachment: EmailAttachment & { id: string }) => void;
}

/** A picture or a PDF of a message, shown in a dialog over the mailbox, with its download. */
export function AttachmentPreviewDialog({ attachment, onClose, onDownload }: AttachmentPreviewDialogProps) {
  const { t } = useTranslation('email');
  const [attempt, setAttempt] = useState(0);
  const file = useAttachmentFile(attachment?.id, attempt);
  const name = attachment?.fileName ?? '';
  return (
    <Dialog
      open={attachment !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('view.previewTitle', { name })}
      size="lg"
    >
      <Frame aria-busy={file.status === 'loading'}>
        {file.status === 'loading' && (
          <span role="status" aria-label={t('view.loadingFile')}>
            <Spinner size={28} />
          </span>
        )}
        {file.status === 'error' && (
          <Alert severity="error" role="alert">
            {t('view.previewFailed')}{' '}
            <Button variant="text" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('view.retry')}
            </Button>
          </Alert>
        )}
        {file.status === 'ready' &&
          (file.type === 'application/pdf' ? (
            <iframe src={file.url} title={name} />
          ) : (
            <img src={file.url} alt={name} />
          ))}
      </Frame>
      {attachment && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBlockStart: '1rem' }}>
          <Button variant="tonal" onClick={() => onDownload(attachment)}>
            {t('view.download', { name })}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
