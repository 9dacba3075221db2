import styled from 'styled-components';
import { Grid } from '@atrium/ui';

/** The row of summary cards above a list or a dashboard, spaced from what follows. */
export const StatGrid = styled(Grid).attrs({ $min: '14rem' })`
  margin-block-end: 1.5rem;
`;
