import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowDown, IconChevronLeft, IconInfoCircle, IconMessagePlus } from '@tabler/icons-react';
import type { Chat, ChatContact, ChatProfileUser } from '@atrium/contracts';
import { Avatar, Button, EmptyState, IconButton } from '@atrium/ui';
import { Can, useAbility, useFormatters, useMessageTime } from '@atrium/platform';
import { PresenceAvatar } from './PresenceAvatar';
import { MessageStatus } from './MessageStatus';
import { ChatComposer } from './ChatComposer';
import { useNewestMessage } from './useNewestMessage';
import { dayKey, dayKind } from '../chatFormat';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  block-size: 100%;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  .who {
    flex: 1;
    min-inline-size: 0;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 500;
  }
  .role {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .back {
    display: none;
    @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
      display: inline-grid;
    }
  }
`;

// The scrolling log, and the list of messages in it (a list needs the list role itself, so the log is
// the box around it).
const Log = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  background: ${({ theme }) => theme.palette.background.default};
  > ol {
    list-style: none;
    margin: 0;
    padding: 1.25rem;
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
`;

const LogFrame = styled.div`
  position: relative;
  flex: 1;
  min-block-size: 0;
  display: flex;
  flex-direction: column;
  .jump {
    position: absolute;
    inset-block-end: 1rem;
    inset-inline: 0;
    margin-inline: auto;
    inline-size: max-content;
    box-shadow: ${({ theme }) => theme.shadows[3]};
  }
`;

const Day = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  }
  h3 {
    margin: 0;
    font-size: 0.8125rem;
    font-weight: 500;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  .bubble {
    max-inline-size: min(36rem, 75%);
    padding: 0.5rem 1rem;
    border-radius: ${({ theme }) => theme.radius.lg}px;
    border-start-start-radius: ${({ $mine, theme }) => ($mine ? theme.radius.lg : 0)}px;
    border-start-end-radius: ${({ $mine, theme }) => ($mine ? 0 : theme.radius.lg)}px;
    background: ${({ theme, $mine }) => ($mine ? theme.palette.primary.solid : theme.palette.background.paper)};
    color: ${({ theme, $mine }) => ($mine ? theme.palette.primary.contrastText : theme.palette.text.primary)};
    box-shadow: ${({ theme }) => theme.shadows[1]};
    overflow-wrap: break-word;
    word-break: normal;
    white-space: pre-wrap;
  }
  .meta {
    display: flex;
    align-items: center;
    justify-content: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
    gap: 0.25rem;
    margin-block-start: 0.25rem;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

export interface ChatThreadProps {
  contact: ChatContact;
  chat: Chat | null;
  me: ChatProfileUser;
  onSend: (message: string) => Promise<unknown>;
  onShowContact: () => void;
  onBack: () => void;
  /** Starts the (empty) chat with a contact who has none yet. */
  onStart: () => void;
  starting?: boolean;
}

/**
 * One conversation: the contact, the messages by day (newest at the bottom, with sent/delivered/read
 * marks), a "new messages" button when one arrives while reading older ones, and the composer (for
 * someone who may send).
 */
export function ChatThread({
  contact,
  chat,
  me,
  onSend,
  onShowContact,
  onBack,
  onStart,
  starting,
}: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const time = useMessageTime();
  const { date } = useFormatters();
  const log = useRef<HTMLDivElement>(null);
  const messages = chat?.messages ?? [];
  // Writing is the API's create call: the composer, and the hint to use it, for someone who may.
  const canSend = useAbility().can('create', 'Chat');
  const { hasNewBelow, jumpToNewest, onScroll } = useNewestMessage(log, {
    count: messages.length,
    lastIsMine: messages.at(-1)?.senderId === me.id,
    conversation: contact.id,
  });

  const now = new Date();
  const dayTitle = (d: Date) => {
    const kind = dayKind(d, now);
    return kind === 'date' ? date(d, { dateStyle: 'long' }) : t(`day.${kind}`);
  };

  return (
    <Root>
      <Head>
        <IconButton className="back" aria-label={t('backToChats')} onClick={onBack}>
          <IconChevronLeft size={22} className="flip-rtl" aria-hidden="true" />
        </IconButton>
        <PresenceAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
        <div className="who">
          <h2 id="chat-thread-title">{contact.fullName}</h2>
          <div className="role">{contact.role}</div>
        </div>
        <IconButton aria-label={t('contact.open', { name: contact.fullName })} onClick={onShowContact}>
          <IconInfoCircle size={22} aria-hidden="true" />
        </IconButton>
      </Head>
      {messages.length === 0 ? (
        <div style={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          <EmptyState
            title={t('thread.empty', { name: contact.fullName })}
            text={canSend ? t('thread.emptyText') : undefined}
            action={
              canSend && !chat ? (
                <Button
                  variant="tonal"
                  loading={starting}
                  startIcon={<IconMessagePlus size={18} aria-hidden="true" />}
                  onClick={onStart}
                >
                  {t('thread.start', { name: contact.fullName })}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : (
        <LogFrame>
          <Log
            ref={log}
            aria-labelledby="chat-thread-title"
            role="log"
            aria-live="polite"
            tabIndex={0}
            onScroll={onScroll}
          >
            <ol>
              {messages.map((m, i) => {
                const mine = m.senderId === me.id;
                const who = mine ? me : contact;
                const day = new Date(m.time);
                const newDay = i === 0 || dayKey(new Date(messages[i - 1].time)) !== dayKey(day);
                return (
                  <Fragment key={`${m.time}-${i}`}>
                    {newDay && (
                      <Day>
                        <h3>{dayTitle(day)}</h3>
                      </Day>
                    )}
                    <Row $mine={mine}>
                      <Avatar name={who.fullName} src={who.avatar || undefined} size={32} />
                      <div>
                        <div className="bubble" dir="auto">
                          {m.message}
                        </div>
                        <div className="meta">
                          {mine && <MessageStatus feedback={m.feedback} />}
                          <time dateTime={m.time} title={time.full(m.time)}>
                            {time.short(m.time)}
                          </time>
                        </div>
                      </div>
                    </Row>
                  </Fragment>
                );
              })}
            </ol>
          </Log>
          {hasNewBelow && (
            <Button
              className="jump"
              size="sm"
              startIcon={<IconArrowDown size={16} aria-hidden="true" />}
              onClick={jumpToNewest}
            >
              {t('thread.newMessages')}
            </Button>
          )}
        </LogFrame>
      )}
      <Can I="create" a="Chat">
        <ChatComposer onSend={onSend} />
      </Can>
    </Root>
  );
}
