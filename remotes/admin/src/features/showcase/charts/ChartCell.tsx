import styled from 'styled-components';
import { Grid } from '@atrium/ui';

/** The charts two by two on wide screens, one under the other on narrow ones. */
export const ChartGrid = styled(Grid).attrs({ $columns: { base: 1, lg: 2 } })``;

/** A chart's place in a demo card's wrapping row: the whole width. */
export const ChartCell = styled.div`
  flex: 1 1 100%;
  min-inline-size: 0;
`;

/** A card's controls above its chart (a switch, a legend note). */
export const ChartControls = styled.div`
  display: flex;
  flex: 1 1 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;
