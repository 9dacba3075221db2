import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { Card, ErrorState, Grid, Skeleton } from '@atrium/ui';

const Columns = styled(Grid).attrs({ $min: '20rem', $fill: true })``;

/** Loading skeletons, or the error with Retry, or the tab's content once its data is there. */
export function TabState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isLoading) {
    return (
      <Columns aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="14rem" />
        ))}
      </Columns>
    );
  }
  if (query.error || query.data === undefined) {
    return (
      <Card>
        <ErrorState message={query.error?.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}

export { Grid as CardGrid };
