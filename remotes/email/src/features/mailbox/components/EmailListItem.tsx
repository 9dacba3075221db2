import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Email } from '@atrium/contracts';
import { Avatar, IconButton, type ColorName, VisuallyHidden } from '@atrium/ui';
import { useMessageTime } from '@atrium/platform';
import { excerptOf, LABEL_COLORS, parseEmailTime } from '../mailboxView';
import { StarredMark } from './StarredMark';

const Row = styled.li<{ $unread: boolean; $selected: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding-block: 0.625rem;
  padding-inline: 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  background: ${({ theme, $unread, $selected }) =>
    $selected
      ? theme.palette.primary.tonal
      : $unread
        ? theme.palette.background.paper
        : theme.palette.action.hover};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows[1]};
    z-index: 1;
  }
`;

const Check = styled.input`
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.palette.primary.main};
  cursor: pointer;
`;

const Open = styled.button<{ $unread: boolean }>`
  flex: 1;
  min-inline-size: 0;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.25rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
  }
  .from {
    flex: none;
    inline-size: 9rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  }
  .count {
    flex: none;
    min-inline-size: 1.375rem;
    padding-inline: 0.375rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.palette.action.selected};
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: 0.75rem;
    line-height: 1.375rem;
    text-align: center;
  }
  .text {
    flex: 1;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .subject {
    color: ${({ theme }) => theme.palette.text.primary};
    font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  }
  @media (max-width: 599px) {
    flex-wrap: wrap;
    .from {
      inline-size: auto;
    }
    .text {
      flex-basis: 100%;
    }
  }
`;

const Meta = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Dot = styled.span<{ $color: ColorName }>`
  inline-size: 0.5rem;
  block-size: 0.5rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.palette[$color].main};
`;

export interface EmailListItemProps {
  email: Email;
  selected: boolean;
  onSelectChange: (id: number, selected: boolean) => void;
  onOpen: (email: Email) => void;
  onToggleStar: (email: Email) => void;
  /** May the user change emails (select them for an action, star them)? Else the star only shows. */
  editable: boolean;
}

/** One row of the mailbox: select and star (for someone who may), open (sender, subject, excerpt), labels and time. */
export const EmailListItem = memo(function EmailListItem({
  email,
  selected,
  onSelectChange,
  onOpen,
  onToggleStar,
  editable,
}: EmailListItemProps) {
  const { t } = useTranslation('email');
  const time = useMessageTime(parseEmailTime);
  const sender =
    email.folder === 'sent' || email.folder === 'draft'
      ? (email.to[0]?.name ?? email.from.name)
      : email.from.name;
  const subject = email.subject || t('list.noSubject');
  return (
    <Row $unread={!email.isRead} $selected={selected}>
      {editable ? (
        <>
          <Check
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelectChange(email.id, e.target.checked)}
            aria-label={t('list.select', { subject })}
          />
          <IconButton
            size="sm"
            color={email.isStarred ? 'warning' : 'default'}
            aria-label={
              email.isStarred ? t('actions.unstarOne', { subject }) : t('actions.starOne', { subject })
            }
            aria-pressed={email.isStarred}
            onClick={() => onToggleStar(email)}
          >
            {email.isStarred ? (
              <IconStarFilled size={18} aria-hidden="true" />
            ) : (
              <IconStar size={18} aria-hidden="true" />
            )}
          </IconButton>
        </>
      ) : (
        <StarredMark starred={email.isStarred} size="sm" />
      )}
      <Open type="button" data-email-open={email.id} $unread={!email.isRead} onClick={() => onOpen(email)}>
        <Avatar name={sender} src={email.from.avatar || undefined} size={32} />
        <span className="from" dir="auto">
          {sender}
        </span>
        {/* A conversation's size, as the mail apps show it beside the name; read out in words. */}
        {(email.threadSize ?? 1) > 1 && (
          <>
            <span className="count" aria-hidden="true">
              {email.threadSize}
            </span>
            <VisuallyHidden>{t('list.threadSize', { count: email.threadSize })} </VisuallyHidden>
          </>
        )}
        {!email.isRead && <VisuallyHidden>{t('list.unread')} </VisuallyHidden>}
        {/* People write in their own language: each text runs in its own direction, whatever the page's. */}
        <span className="text" dir="auto">
          <span className="subject">{subject}</span> — {excerptOf(email.message)}
        </span>
      </Open>
      <Meta>
        {email.labels.map((label) => (
          <Dot
            key={label}
            $color={LABEL_COLORS[label]}
            title={t(`label.${label}`)}
            role="img"
            aria-label={t(`label.${label}`)}
          />
        ))}
        <time dateTime={email.time}>{time.short(email.time)}</time>
      </Meta>
    </Row>
  );
});
