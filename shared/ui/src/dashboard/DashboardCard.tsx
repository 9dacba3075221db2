import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconRefresh } from '@tabler/icons-react';
import { Card, CardHeader } from '../components/Card';
import { Button } from '../components/Button';
import { Skeleton } from '../components/Skeleton';
import { VisuallyHidden } from '../components/VisuallyHidden';

/** The part of a TanStack Query result a card needs (pass the query itself). */
export interface DashboardCardState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface DashboardCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown at the header's end (a period switch, a menu). */
  action?: ReactNode;
  state: DashboardCardState;
  /** The loaded body's height, held by the skeleton so the page does not jump (default 200). */
  skeletonHeight?: number | string;
  /** Heading level of the title (default h2). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
  children: ReactNode;
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
`;

const Body = styled.div`
  flex: 1;
  min-inline-size: 0;
  padding: 1.25rem 1.5rem 1.5rem;
`;

const Failed = styled.div<{ $height: string }>`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  min-block-size: ${({ $height }) => $height};
  text-align: center;
  color: ${({ theme }) => theme.palette.text.secondary};
  p {
    margin: 0;
  }
`;

const cssLength = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A dashboard card over one query: a header, then a skeleton while the query is pending, a message
 * and Retry when it failed, and the children only once the data is there. Each card fails alone.
 */
export function DashboardCard({
  title,
  subtitle,
  action,
  state,
  skeletonHeight = 200,
  headingLevel = 'h2',
  className,
  children,
}: DashboardCardProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const height = cssLength(skeletonHeight);
  let body: ReactNode;
  if (state.isPending) {
    body = (
      <>
        <Skeleton $height={height} aria-hidden="true" />
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
      </>
    );
  } else if (state.isError) {
    body = (
      <Failed $height={height} role="alert">
        <p>{t('cardLoadFailed')}</p>
        <Button
          size="sm"
          variant="tonal"
          startIcon={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => void state.refetch()}
        >
          {t('retry')}
        </Button>
      </Failed>
    );
  } else {
    body = children;
  }
  return (
    <Root aria-labelledby={titleId} aria-busy={state.isPending || undefined} className={className}>
      <CardHeader
        as={headingLevel}
        title={<span id={titleId}>{title}</span>}
        subtitle={subtitle}
        action={action}
      />
      <Body>{body}</Body>
    </Root>
  );
}
