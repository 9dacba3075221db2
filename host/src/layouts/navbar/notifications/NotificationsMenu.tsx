import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { IconBell, IconMail, IconMailOpened, IconX } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { Avatar, Badge, Button, Chip, EmptyState, IconButton, Popover, Skeleton, Tooltip } from '@atrium/ui';
import type { AppNotification } from '@atrium/contracts';
import { NavIcon } from '../../navigation/navIcons';
import { useNotifications } from './useNotifications';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.9rem 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  h2 {
    flex: 1;
    margin: 0;
    font-size: 1rem;
    font-weight: 500;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $read: boolean }>`
  display: flex;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  background: ${({ theme, $read }) => ($read ? 'transparent' : theme.palette.action.hover)};
  .actions {
    display: flex;
    flex-direction: column;
    align-items: center;
    margin-inline-start: auto;
  }
`;

const Text = styled.div`
  min-inline-size: 0;
  .title {
    font-weight: 500;
  }
  a.title {
    color: inherit;
    text-decoration: none;
  }
  a.title:hover,
  a.title:focus-visible {
    text-decoration: underline;
  }
  .subtitle,
  time {
    display: block;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** An app path a notification may link to (never another site). */
const isAppPath = (link: string | undefined): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

function Item({
  item,
  onToggle,
  onRemove,
  onOpen,
}: {
  item: AppNotification;
  onToggle: () => void;
  onRemove: () => void;
  /** Following its link: the notification is read, and the menu closes. */
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Row $read={item.read}>
      {item.icon ? (
        <Avatar
          name={item.title}
          size={38}
          color={item.color}
          icon={<NavIcon name={item.icon} size={20} />}
        />
      ) : (
        <Avatar name={item.title.replace(/^(Congratulations|New) /, '')} src={item.avatar} size={38} />
      )}
      <Text>
        {isAppPath(item.link) ? (
          <Link className="title" to={item.link} onClick={onOpen}>
            {item.title}
          </Link>
        ) : (
          <div className="title">{item.title}</div>
        )}
        <span className="subtitle">{item.subtitle}</span>
        <time dateTime={item.time}>{date(item.time, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </Text>
      <div className="actions">
        <Tooltip content={item.read ? t('notifications.markUnread') : t('notifications.markRead')}>
          <IconButton
            size="sm"
            aria-label={`${item.read ? t('notifications.markUnread') : t('notifications.markRead')}: ${item.title}`}
            onClick={onToggle}
          >
            {item.read ? <IconMail size={16} /> : <IconMailOpened size={16} />}
          </IconButton>
        </Tooltip>
        <Tooltip content={t('notifications.remove')}>
          <IconButton size="sm" aria-label={`${t('notifications.remove')}: ${item.title}`} onClick={onRemove}>
            <IconX size={16} />
          </IconButton>
        </Tooltip>
      </div>
    </Row>
  );
}

/** The navbar's notifications: unread count, open what one is about, read / unread, mark all read, remove. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { list, setRead, readAll, remove } = useNotifications();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={t('notifications.title')}
      trigger={
        <IconButton
          aria-label={unread ? t('notifications.buttonUnread', { count: unread }) : t('notifications.title')}
        >
          <Badge content={unread} invisible={unread === 0} dot>
            <IconBell size={22} />
          </Badge>
        </IconButton>
      }
    >
      <Header>
        <h2>{t('notifications.title')}</h2>
        {unread > 0 && (
          <Chip color="primary" size="sm">
            {t('notifications.new', { count: unread })}
          </Chip>
        )}
      </Header>
      {list.isLoading ? (
        <div style={{ padding: '1rem', display: 'grid', gap: '0.75rem' }}>
          <Skeleton $height="3rem" />
          <Skeleton $height="3rem" />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t('notifications.empty')} />
      ) : (
        <List>
          {items.map((item) => (
            <Item
              key={item.id}
              item={item}
              onToggle={() => setRead.mutate({ id: item.id, read: !item.read })}
              onRemove={() => remove.mutate(item.id)}
              onOpen={() => {
                if (!item.read) setRead.mutate({ id: item.id, read: true });
                setOpen(false);
              }}
            />
          ))}
        </List>
      )}
      <div style={{ padding: '0.75rem 1rem' }}>
        <Button
          fullWidth
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </div>
    </Popover>
  );
}
