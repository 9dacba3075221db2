import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, ErrorState, Skeleton } from '@atrium/ui';

/** A query's data once it is there; until then a skeleton, and its error with Retry if it failed. */
export function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error)
    return (
      <Card>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  return (
    <Card aria-busy="true" style={{ padding: '1.5rem', display: 'grid', gap: '1rem' }}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} $height="2.5rem" />
      ))}
    </Card>
  );
}
