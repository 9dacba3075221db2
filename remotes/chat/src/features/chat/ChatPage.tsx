import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconMessageCircle } from '@tabler/icons-react';
import { ApiError, useAbility, useListState } from '@atrium/platform';
import { Card, Drawer, EmptyState, ErrorState, Skeleton, toast, VisuallyHidden } from '@atrium/ui';
import { useChatsAndContacts } from './api/getChatsAndContacts';
import { useUnreadBadge } from './api/unreadBadge';
import { useChat } from './api/getChat';
import { useSendMessage } from './api/sendMessage';
import { useStartChat } from './api/startChat';
import { parseChatId } from './chatFormat';
import { ChatSidebar } from './components/ChatSidebar';
import { ChatThread } from './components/ChatThread';
import { ContactPanel } from './components/ContactPanel';
import { ProfilePanel } from './components/ProfilePanel';

const Layout = styled(Card)<{ $open: boolean }>`
  display: grid;
  grid-template-columns: 22rem minmax(0, 1fr);
  block-size: 100%;
  min-block-size: 28rem;
  overflow: hidden;
  > .side {
    min-block-size: 0;
    border-inline-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  > .main {
    min-block-size: 0;
    min-inline-size: 0;
    display: flex;
    flex-direction: column;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
    > .side {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
      border-inline-end: 0;
    }
    > .main {
      display: ${({ $open }) => ($open ? 'flex' : 'none')};
    }
  }
`;

const Center = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.palette.background.default};
`;

/**
 * Chat: the chats and contacts with search, one open conversation (polled for replies and read marks),
 * sending, starting a chat with a contact, the signed-in user's profile panel and a contact's panel.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const list = useListState();
  const { update } = list;
  const activeId = parseChatId(list.filters.chat);
  const lists = useChatsAndContacts(list.q);
  useUnreadBadge(lists.data, list.q, activeId);
  const chat = useChat(activeId);
  const send = useSendMessage();
  const start = useStartChat();
  const canSend = useAbility().can('create', 'Chat');
  const [card, setCard] = useState<'profile' | 'contact' | null>(null);
  const me = lists.data?.profileUser;
  const contact = chat.data?.contact;

  const onSend = async (message: string) => {
    if (!me || !activeId) return;
    try {
      await send.mutateAsync({ userId: activeId, message, senderId: me.id });
    } catch (e) {
      toast.error(
        e instanceof Error && e.message ? t('sendFailedWith', { message: e.message }) : t('sendFailed'),
      );
      throw e;
    }
  };

  const onStart = () => {
    if (!activeId) return;
    start.mutate({ userId: activeId }, { onError: (e) => toast.error(e.message || t('startFailed')) });
  };

  let main;
  if (!activeId) {
    main = (
      <Center>
        <EmptyState
          icon={<IconMessageCircle size={48} stroke={1.3} aria-hidden="true" />}
          title={canSend ? t('start.title') : t('start.readOnlyTitle')}
          text={canSend ? t('start.text') : t('start.readOnlyText')}
        />
      </Center>
    );
  } else if (chat.isLoading || (!me && lists.isLoading)) {
    main = (
      <div
        aria-busy="true"
        aria-label={t('thread.loading')}
        style={{ padding: '1.25rem', display: 'grid', gap: '1rem' }}
      >
        <Skeleton $height="2.5rem" $width="40%" />
        <Skeleton $height="3rem" $width="60%" />
        <Skeleton $height="3rem" $width="50%" style={{ justifySelf: 'end' }} />
      </div>
    );
  } else if (chat.error instanceof ApiError && chat.error.status === 404) {
    main = (
      <Center>
        <EmptyState title={t('thread.notFound')} />
      </Center>
    );
  } else if (chat.error || !contact || !me) {
    main = (
      <Center>
        <ErrorState
          message={chat.error?.message ?? lists.error?.message}
          onRetry={() => void (chat.error ? chat.refetch() : lists.refetch())}
        />
      </Center>
    );
  } else {
    main = (
      <ChatThread
        contact={contact}
        chat={chat.data?.chat ?? null}
        me={me}
        onSend={onSend}
        onShowContact={() => setCard('contact')}
        onBack={() => update({ chat: undefined })}
        onStart={onStart}
        starting={start.isPending}
      />
    );
  }

  const panel =
    card === 'profile' && me ? (
      <ProfilePanel me={me} />
    ) : card === 'contact' && contact ? (
      <ContactPanel contact={contact} />
    ) : null;
  return (
    <Layout $open={activeId !== null}>
      <VisuallyHidden as="h1">
        {contact ? t('pageTitleWith', { name: contact.fullName }) : t('title')}
      </VisuallyHidden>
      <div className="side">
        <ChatSidebar
          data={lists.data}
          loading={lists.isLoading}
          error={lists.error}
          onRetry={() => void lists.refetch()}
          q={list.q}
          onSearch={(q) => update({ q })}
          activeId={activeId}
          onOpen={(id) => update({ chat: id })}
          onShowProfile={() => setCard('profile')}
        />
      </div>
      <div className="main">{main}</div>
      <Drawer
        open={panel !== null}
        onOpenChange={(open) => !open && setCard(null)}
        title={card === 'profile' ? t('profile.title') : t('contact.title')}
        side={card === 'profile' ? 'start' : 'end'}
      >
        {panel}
      </Drawer>
    </Layout>
  );
}
