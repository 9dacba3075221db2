import styled, { css } from 'styled-components';

/** A dashboard's rows of cards, one under the other. */
export const DashboardRows = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** A row of cards: one column on small screens, the given `$tracks` from the large breakpoint up. */
export const DashboardRow = styled.div<{ $tracks: string }>`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: ${({ $tracks }) => $tracks};
  }
`;

/**
 * A card of a dashboard's `Grid` that takes more room: two columns from the large breakpoint up
 * (`$span` 2, a chart, a table) or the whole row at every width (`$span` "row").
 */
export const DashboardCell = styled.div<{ $span: 2 | 'row' }>`
  display: grid;
  min-inline-size: 0;
  ${({ $span, theme }) =>
    $span === 'row'
      ? css`
          grid-column: 1 / -1;
        `
      : css`
          @media (min-width: ${theme.breakpoints.lg}px) {
            grid-column: span 2;
          }
        `}
`;
