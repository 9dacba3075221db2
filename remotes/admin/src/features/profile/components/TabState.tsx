import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { Card, ErrorState, Skeleton } from '@atrium/ui';

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
`;

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
      <Grid aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="14rem" />
        ))}
      </Grid>
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
