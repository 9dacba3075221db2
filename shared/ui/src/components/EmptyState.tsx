import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconDatabaseOff, IconCloudOff } from '@tabler/icons-react';
import { Button } from './Button';

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Title = styled.div`
  font-weight: 500;
  color: ${({ theme }) => theme.palette.text.primary};
`;

export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title?: string;
  text?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation('ui');
  return (
    <Root role="status">
      {icon ?? <IconDatabaseOff size={40} stroke={1.3} aria-hidden="true" />}
      <Title>{title ?? t('noData', 'No data to show')}</Title>
      {text && <div>{text}</div>}
      {action}
    </Root>
  );
}

/** A failed load: the message, and a Retry that loads again. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <Root role="alert">
      <IconCloudOff size={40} stroke={1.3} aria-hidden="true" />
      <Title>{t('loadFailed', 'Could not load the data')}</Title>
      {message && <div>{message}</div>}
      {onRetry && (
        <Button variant="tonal" onClick={onRetry}>
          {t('retry', 'Retry')}
        </Button>
      )}
    </Root>
  );
}
