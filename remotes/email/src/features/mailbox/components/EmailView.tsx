import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconAlertOctagon,
  IconArrowBackUp,
  IconArrowBackUpDouble,
  IconArrowForwardUp,
  IconChevronDown,
  IconChevronLeft,
  IconChevronUp,
  IconInboxOff,
  IconMail,
  IconRestore,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { Email } from '@atrium/contracts';
import { Can, useAbility, useSession } from '@atrium/platform';
import { Alert, Button, Chip, IconButton } from '@atrium/ui';
import { LABEL_COLORS, parseEmailTime } from '../mailboxView';
import { answerDraft, type ReplyKind } from '../compose/quote';
import { EmailMessage } from './EmailMessage';
import { useEmailThread } from '../api/getThread';
import { LabelMenu } from './LabelMenu';
import { MoveMenu } from './MoveMenu';
import { StarredMark } from './StarredMark';
import type { MailboxActions } from './useMailboxActions';
import type { ComposeDraft } from './composeSchema';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-block-size: 0;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  h2 {
    flex: 1;
    min-inline-size: 0;
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

const Thread = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  display: grid;
  align-content: start;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.palette.background.default};
`;

const Conversation = styled.ol`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reply = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export interface EmailViewProps {
  email: Email;
  onClose: () => void;
  onReply: (draft: ComposeDraft) => void;
  actions: MailboxActions;
  /** Opens the email above or below this one in the list (absent at either end). */
  onPrevious?: () => void;
  onNext?: () => void;
}

/**
 * An open email: its actions (for someone who may update emails), labels, its conversation (every
 * message of the thread in the mailbox, oldest first, the earlier ones folded but the newest and the
 * one opened), and reply and forward to the newest (for someone who may send).
 */
export function EmailView({ email, onClose, onReply, actions, onPrevious, onNext }: EmailViewProps) {
  const { t, i18n } = useTranslation('email');
  // The conversation, oldest first; until it answers (or if it cannot), the email itself.
  const thread = useEmailThread(email.id);
  const messages = thread.data?.emails.length ? thread.data.emails : [email];
  // A reply or a forward answers the newest message of the conversation, the one shown open.
  const newest = messages[messages.length - 1];
  // Every action on an open email is an update; a reply or a forward sends (creates) one.
  const canUpdate = useAbility().can('update', 'Email');
  // The mailbox is the signed-in user's: their address is theirs on every message.
  const me = useSession().userData?.email ?? '';
  const subject = email.subject || t('list.noSubject');
  const ids = [email.id];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    parseEmailTime(newest.time),
  );
  const answer = (kind: ReplyKind) =>
    onReply(
      answerDraft(
        newest,
        kind,
        t(kind === 'forward' ? 'view.forwardIntro' : 'view.quoteIntro', { name: newest.from.name, date }),
        me,
      ),
    );

  return (
    <Root>
      <Bar>
        <IconButton aria-label={t('view.back')} onClick={onClose}>
          <IconChevronLeft size={22} className="flip-rtl" aria-hidden="true" />
        </IconButton>
        <h2 id="email-view-subject">{subject}</h2>
        <Labels>
          {email.labels.map((label) => (
            <Chip key={label} color={LABEL_COLORS[label]} size="sm">
              {t(`label.${label}`)}
            </Chip>
          ))}
        </Labels>
        {!canUpdate && <StarredMark starred={email.isStarred} size="md" />}
        <IconButton aria-label={t('view.previous')} disabled={!onPrevious} onClick={onPrevious}>
          <IconChevronUp size={20} aria-hidden="true" />
        </IconButton>
        <IconButton aria-label={t('view.next')} disabled={!onNext} onClick={onNext}>
          <IconChevronDown size={20} aria-hidden="true" />
        </IconButton>
      </Bar>
      {canUpdate && (
        <Bar role="toolbar" aria-label={t('view.toolbar')}>
          {email.isDeleted ? (
            <IconButton
              aria-label={t('actions.restore')}
              onClick={() => void actions.restore(ids).then((ok) => ok && onClose())}
            >
              <IconRestore size={20} aria-hidden="true" />
            </IconButton>
          ) : (
            <IconButton
              aria-label={t('actions.trash')}
              onClick={() => void actions.trash(ids).then((ok) => ok && onClose())}
            >
              <IconTrash size={20} aria-hidden="true" />
            </IconButton>
          )}
          <IconButton
            aria-label={t('actions.markUnread')}
            onClick={() => void actions.markRead(ids, false).then((ok) => ok && onClose())}
          >
            <IconMail size={20} aria-hidden="true" />
          </IconButton>
          {email.folder === 'spam' ? (
            <IconButton
              aria-label={t('actions.notSpam')}
              onClick={() => void actions.notSpam(ids).then((ok) => ok && onClose())}
            >
              <IconInboxOff size={20} aria-hidden="true" />
            </IconButton>
          ) : (
            <IconButton
              aria-label={t('actions.spam')}
              onClick={() => void actions.spam(ids, email.folder).then((ok) => ok && onClose())}
            >
              <IconAlertOctagon size={20} aria-hidden="true" />
            </IconButton>
          )}
          {email.folder !== 'sent' && email.folder !== 'draft' && !email.isDeleted && (
            <MoveMenu
              current={email.folder}
              onMove={(folder) =>
                void (folder === 'spam' ? actions.spam(ids, email.folder) : actions.notSpam(ids)).then(
                  (ok) => ok && onClose(),
                )
              }
            />
          )}
          <LabelMenu active={email.labels} onToggle={(label) => void actions.toggleLabel(ids, label)} />
          <span style={{ flex: 1 }} />
          <IconButton
            color={email.isStarred ? 'warning' : 'default'}
            aria-label={email.isStarred ? t('actions.unstar') : t('actions.star')}
            aria-pressed={email.isStarred}
            onClick={() => void actions.star(ids, !email.isStarred)}
          >
            {email.isStarred ? (
              <IconStarFilled size={20} aria-hidden="true" />
            ) : (
              <IconStar size={20} aria-hidden="true" />
            )}
          </IconButton>
        </Bar>
      )}
      <Thread aria-labelledby="email-view-subject" role="region">
        {thread.isError && (
          <Alert severity="warning" role="alert">
            {t('view.threadFailed')}{' '}
            <Button variant="text" size="sm" onClick={() => void thread.refetch()}>
              {t('view.retry')}
            </Button>
          </Alert>
        )}
        <Conversation aria-label={t('view.conversation')}>
          {messages.map((message) => (
            <li key={message.id}>
              <EmailMessage
                email={message}
                collapsible={messages.length > 1}
                defaultExpanded={message.id === newest.id || message.id === email.id}
              />
            </li>
          ))}
        </Conversation>
        <Can I="create" a="Email">
          <Reply>
            <Button
              variant="outlined"
              startIcon={<IconArrowBackUp size={18} className="flip-rtl" aria-hidden="true" />}
              onClick={() => answer('reply')}
            >
              {t('view.reply')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<IconArrowBackUpDouble size={18} className="flip-rtl" aria-hidden="true" />}
              onClick={() => answer('replyAll')}
            >
              {t('view.replyAll')}
            </Button>
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<IconArrowForwardUp size={18} className="flip-rtl" aria-hidden="true" />}
              onClick={() => answer('forward')}
            >
              {t('view.forward')}
            </Button>
          </Reply>
        </Can>
      </Thread>
    </Root>
  );
}
