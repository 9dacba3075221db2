import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { MAX_ATTACHMENTS } from '@atrium/contracts';
import { Button, IconButton, Spinner } from '@atrium/ui';
import { uploadAttachment } from '../api/attachments';
import {
  addAttachments,
  formatBytes,
  type AttachmentProblem,
  type ChosenAttachment,
  type PendingUploads,
} from './attachments';

const List = styled.ul`
  display: grid;
  gap: 0.375rem;
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    border-radius: ${({ theme }) => theme.radius.sm}px;
  }
  .name {
    flex: 1;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .size {
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: 0.8125rem;
  }
`;

const Problem = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.error.main};
`;

export interface AttachmentFieldProps {
  value: ChosenAttachment[];
  /** A state setter: an upload finishing changes the list as it is then, not as it was chosen. */
  onChange: Dispatch<SetStateAction<ChosenAttachment[]>>;
  /** Where each upload under way is registered, so that sending can wait for it. */
  uploads: PendingUploads;
}

/**
 * Files to send: chosen with a file picker, uploaded at once (the API keeps them in the mailbox),
 * listed with name and size, each removable; limits and refusals told.
 */
export function AttachmentField({ value, onChange, uploads }: AttachmentFieldProps) {
  const { t, i18n } = useTranslation('email');
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);

  return (
    <div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="compose-files"
        aria-label={t('compose.attach')}
        onChange={(e) => {
          const result = addAttachments(value, [...(e.target.files ?? [])]);
          setProblems(result.problems);
          onChange(result.attachments);
          e.target.value = '';
          for (const { key, file } of result.added) {
            const upload = uploadAttachment(file).then(
              ({ attachment }) => {
                const done: ChosenAttachment = {
                  fileName: attachment.fileName,
                  size: attachment.bytes ?? file.size,
                  type: attachment.type ?? file.type,
                  fileId: attachment.id,
                  key,
                };
                onChange((current) => current.map((a) => (a.key === key ? done : a)));
                return done;
              },
              (error: unknown) => {
                onChange((current) => current.filter((a) => a.key !== key));
                const reason = error instanceof Error ? error.message : '';
                setProblems((p) => [...p, { kind: 'uploadFailed', fileName: file.name, reason }]);
                return null;
              },
            );
            uploads.set(key, upload);
          }
        }}
      />
      <Button
        variant="tonal"
        color="secondary"
        size="sm"
        startIcon={<IconPaperclip size={18} aria-hidden="true" />}
        onClick={() => input.current?.click()}
      >
        {t('compose.attach')}
      </Button>
      {value.length > 0 && (
        <List aria-label={t('compose.attachments')}>
          {value.map((file, i) => (
            <li
              key={file.key ?? file.fileId ?? `${file.fileName}-${i}`}
              aria-busy={file.uploading || undefined}
            >
              <span className="name" dir="auto">
                {file.fileName}
              </span>
              {file.uploading ? (
                <span className="size" role="status" aria-label={t('compose.uploading')}>
                  <Spinner size={14} />
                </span>
              ) : (
                <span className="size">{formatBytes(file.size, i18n.language)}</span>
              )}
              <IconButton
                size="sm"
                aria-label={t('compose.removeAttachment', { name: file.fileName })}
                onClick={() => {
                  setProblems([]);
                  onChange(value.filter((_, j) => j !== i));
                }}
              >
                <IconX size={16} aria-hidden="true" />
              </IconButton>
            </li>
          ))}
        </List>
      )}
      <div role="status">
        {problems.map((p) => (
          <Problem key={p.kind === 'tooMany' ? p.kind : `${p.kind}-${p.fileName}`}>
            {p.kind === 'tooLarge'
              ? t('compose.tooLarge', { name: p.fileName })
              : p.kind === 'uploadFailed'
                ? t('compose.uploadFailed', { name: p.fileName, reason: p.reason })
                : t('compose.tooMany', { max: MAX_ATTACHMENTS })}
          </Problem>
        ))}
      </div>
    </div>
  );
}
