import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconSearch } from '@tabler/icons-react';
import {
  isColleagueContact,
  type ChatContact,
  type ChatContactWithChat,
  type ChatsAndContactsResponse,
} from '@atrium/contracts';
import { Badge, EmptyState, ErrorState, Skeleton, TextField } from '@atrium/ui';
import { useMessageTime } from '@atrium/platform';
import { PresenceAvatar } from './PresenceAvatar';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  block-size: 100%;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.875rem 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
`;

const ProfileButton = styled.button`
  display: inline-flex;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
`;

const Scroll = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding-block: 0.75rem;
`;

const Heading = styled.h2`
  margin: 0.5rem 0 0.25rem;
  padding-inline: 1.25rem;
  font-size: 1.125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.palette.primary.text};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0.75rem;
`;

const Item = styled.button`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  inline-size: 100%;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: transparent;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.palette.primary.solid};
    color: ${({ theme }) => theme.palette.primary.contrastText};
    .sub,
    time {
      color: inherit;
    }
  }
  .text {
    flex: 1;
    min-inline-size: 0;
  }
  .name {
    font-weight: 500;
  }
  .sub {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .end {
    display: grid;
    justify-items: end;
    gap: 0.25rem;
  }
  time {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const None = styled.li`
  padding: 0.5rem 0.75rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export interface ChatSidebarProps {
  data?: ChatsAndContactsResponse;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  q: string;
  onSearch: (q: string) => void;
  activeId: number | null;
  onOpen: (userId: number) => void;
  onShowProfile: () => void;
}

/** The profile user, the search, the chats (newest first, with unseen counts) and every contact. */
export function ChatSidebar({
  data,
  loading,
  error,
  onRetry,
  q,
  onSearch,
  activeId,
  onOpen,
  onShowProfile,
}: ChatSidebarProps) {
  const { t } = useTranslation('chat');
  const time = useMessageTime();
  const me = data?.profileUser;

  // Colleagues (other users of the product, who answer themselves) apart from the sample contacts.
  const colleagues = data?.contacts.filter((c) => isColleagueContact(c.id)) ?? [];
  const others = data?.contacts.filter((c) => !isColleagueContact(c.id)) ?? [];
  const contactItem = (contact: ChatContact | ChatContactWithChat) => {
    const chat = 'chat' in contact ? contact.chat : null;
    const last = chat?.lastMessage;
    const unseen = activeId === contact.id ? 0 : (chat?.unseenMsgs ?? 0);
    return (
      <li key={contact.id}>
        <Item
          type="button"
          aria-current={activeId === contact.id ? 'true' : undefined}
          onClick={() => onOpen(contact.id)}
        >
          <PresenceAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
          <span className="text">
            <span className="name">{contact.fullName}</span>
            {/* What people write runs in its own direction, whatever the page's. */}
            <span className="sub" dir="auto" style={{ display: 'block' }}>
              {/* A colleague who wrote nothing about themselves: their role. */}
              {last ? last.message : contact.about || contact.role}
            </span>
          </span>
          {chat && (
            <span className="end">
              {last && <time dateTime={last.time}>{time.short(last.time)}</time>}
              {/* The open chat is being read: a reply that lands in it is not unseen. */}
              <Badge content={unseen} label={t('unseen', { count: unseen })} />
            </span>
          )}
        </Item>
      </li>
    );
  };

  return (
    <Root>
      <Top role="search">
        {me ? (
          <ProfileButton
            type="button"
            onClick={onShowProfile}
            aria-label={t('profile.open', { name: me.fullName })}
          >
            <PresenceAvatar name={me.fullName} src={me.avatar} status={me.status} />
          </ProfileButton>
        ) : (
          <Skeleton $width="38px" $height="38px" $round />
        )}
        <TextField
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          defaultValue={q}
          startAdornment={<IconSearch size={18} aria-hidden="true" />}
          onChange={(e) => onSearch(e.target.value)}
          style={{ flex: 1 }}
        />
      </Top>
      <Scroll>
        {loading ? (
          <div
            aria-busy="true"
            aria-label={t('loading')}
            style={{ display: 'grid', gap: '1rem', padding: '0.75rem 1.25rem' }}
          >
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
                <Skeleton $width="38px" $height="38px" $round />
                <Skeleton $width="70%" />
              </div>
            ))}
          </div>
        ) : error ? (
          <ErrorState message={error.message} onRetry={onRetry} />
        ) : data && data.chatsContacts.length === 0 && data.contacts.length === 0 ? (
          <EmptyState title={t('noMatch')} />
        ) : data ? (
          <>
            <nav aria-labelledby="chat-chats-heading">
              <Heading id="chat-chats-heading">{t('chats')}</Heading>
              <List>
                {data.chatsContacts.length ? (
                  data.chatsContacts.map(contactItem)
                ) : (
                  <None>{t('noChats')}</None>
                )}
              </List>
            </nav>
            {colleagues.length ? (
              <nav aria-labelledby="chat-colleagues-heading">
                <Heading id="chat-colleagues-heading">{t('colleagues')}</Heading>
                <List>{colleagues.map(contactItem)}</List>
              </nav>
            ) : null}
            <nav aria-labelledby="chat-contacts-heading">
              <Heading id="chat-contacts-heading">{t('contacts')}</Heading>
              <List>{others.length ? others.map(contactItem) : <None>{t('noContacts')}</None>}</List>
            </nav>
          </>
        ) : null}
      </Scroll>
    </Root>
  );
}
