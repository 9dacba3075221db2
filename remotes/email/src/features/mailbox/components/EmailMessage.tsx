import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { Email } from '@atrium/contracts';
import { Alert, Avatar, Button, Card, IconButton } from '@atrium/ui';
import { SafeHtml } from '@atrium/ui/safe-html';
import { useMessageTime } from '@atrium/platform';
import { excerptOf, parseEmailTime } from '../mailboxView';
import { AttachmentList } from './AttachmentList';

const Root = styled(Card).attrs({ as: 'article' })`
  padding: 1.25rem 1.5rem;
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 1rem;
  .who {
    flex: 1;
    min-inline-size: 0;
  }
  .name {
    font-weight: 500;
  }
  .address,
  time {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
    overflow-wrap: anywhere;
  }
`;

const ImagesNotice = styled(Alert)`
  align-items: center;
  margin-block-end: 1rem;
  > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
  }
`;

/**
 * One message of a thread: who sent it to whom and when, the sanitised body and its attachments. Remote
 * images stay unloaded until the reader asks (each would tell the sender the message was opened).
 */
export function EmailMessage({
  email,
  collapsible = false,
  defaultExpanded = true,
}: {
  email: Email;
  /** An earlier message of a thread: its body folds away behind its header. */
  collapsible?: boolean;
  defaultExpanded?: boolean;
}) {
  const { t } = useTranslation('email');
  const bodyId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const shown = !collapsible || expanded;
  // Per message: the view may show another email in this same component.
  const [imagesShownFor, setImagesShownFor] = useState<number | null>(null);
  const [imagesBlocked, setImagesBlocked] = useState(false);
  const showImages = imagesShownFor === email.id;
  const time = useMessageTime(parseEmailTime);
  const to = email.to.map((p) => p.name || p.email).join(', ');
  return (
    <Root aria-label={t('view.messageFrom', { name: email.from.name })}>
      <Head>
        <Avatar name={email.from.name} src={email.from.avatar || undefined} size={38} />
        <div className="who">
          <div className="name">{email.from.name}</div>
          <div className="address">
            {email.from.email}
            {to ? ` · ${t('view.to', { names: to })}` : ''}
          </div>
        </div>
        <time dateTime={email.time}>{time.full(email.time)}</time>
        {collapsible && (
          <IconButton
            size="sm"
            aria-label={t(expanded ? 'view.collapse' : 'view.expand', { name: email.from.name })}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? (
              <IconChevronUp size={18} aria-hidden="true" />
            ) : (
              <IconChevronDown size={18} aria-hidden="true" />
            )}
          </IconButton>
        )}
      </Head>
      {!shown && <Excerpt dir="auto">{excerptOf(email.message)}</Excerpt>}
      <div id={bodyId} hidden={!shown}>
        {imagesBlocked && !showImages && (
          <ImagesNotice severity="info">
            <span>{t('view.imagesHidden')}</span>
            <Button variant="text" size="sm" onClick={() => setImagesShownFor(email.id)}>
              {t('view.showImages')}
            </Button>
          </ImagesNotice>
        )}
        <SafeHtml
          html={email.message}
          blockRemoteImages={!showImages}
          onRemoteImagesBlocked={setImagesBlocked}
        />
        {email.attachments.length > 0 && <AttachmentList attachments={email.attachments} />}
      </div>
    </Root>
  );
}
