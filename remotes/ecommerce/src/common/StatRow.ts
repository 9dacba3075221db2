import styled from 'styled-components';
import { StatCardRow } from '@atrium/ui';

/** The row of summary cards above a list or a dashboard, spaced from what follows. */
export const StatRow = styled(StatCardRow)`
  margin-block-end: 1.5rem;
`;
