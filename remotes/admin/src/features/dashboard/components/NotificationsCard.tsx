import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMessageTime } from '@atrium/platform';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  EmptyState,
  ErrorState,
  Skeleton,
} from '@atrium/ui';
import { useNotifications, useReadAllNotifications } from '../api/notifications';

/** How many of the newest notifications the card lists (the bell in the navbar has them all). */
const SHOWN = 5;

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
  }
  li > div {
    flex: 1;
    min-inline-size: 0;
  }
  strong {
    display: block;
    font-weight: 500;
  }
  p,
  time {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Unread = styled.span`
  flex: none;
  inline-size: 0.5rem;
  block-size: 0.5rem;
  margin-block-start: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.palette.primary.main};
`;

/** The user's newest notifications, with how many are unread and a way to mark them all read. */
export function NotificationsCard() {
  const { t } = useTranslation('admin');
  const time = useMessageTime();
  const notifications = useNotifications();
  const readAll = useReadAllNotifications();
  const data = notifications.data;

  let body;
  if (notifications.error) {
    body = <ErrorState message={notifications.error.message} onRetry={() => void notifications.refetch()} />;
  } else if (!data) {
    body = Array.from({ length: 3 }, (_, i) => <Skeleton key={i} $height="2.5rem" />);
  } else if (!data.notifications.length) {
    body = <EmptyState title={t('dashboard.noNotifications')} />;
  } else {
    body = (
      <List aria-label={t('dashboard.notifications')}>
        {data.notifications.slice(0, SHOWN).map((n) => (
          <li key={n.id}>
            <Avatar name={n.title} src={n.avatar || undefined} color={n.color} size={36} />
            <div>
              <strong>{n.title}</strong>
              <p>{n.subtitle}</p>
              <time dateTime={n.time} title={time.full(n.time)}>
                {time.short(n.time)}
              </time>
            </div>
            {!n.read && <Unread role="img" aria-label={t('dashboard.unread')} />}
          </li>
        ))}
      </List>
    );
  }

  return (
    <Card>
      <CardHeader
        title={t('dashboard.notifications')}
        action={
          data && data.unread > 0 ? (
            <Chip color="primary" size="sm">
              {t('dashboard.unreadCount', { count: data.unread })}
            </Chip>
          ) : undefined
        }
      />
      <CardContent>
        {body}
        {data && data.unread > 0 && (
          <Button
            variant="text"
            size="sm"
            loading={readAll.isPending}
            onClick={() => readAll.mutate()}
            style={{ marginBlockStart: '1rem' }}
          >
            {t('dashboard.markAllRead')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
