import styled from 'styled-components';

/** A card's headline figure and its change, on one line (space after it: `$spacing`, default 0.75rem). */
export const FigureHeadline = styled.div<{ $spacing?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem 0.75rem;
  margin-block-end: ${({ $spacing = '0.75rem' }) => $spacing};
`;

/** The headline figure itself. */
export const BigFigure = styled.span`
  font-size: 1.75rem;
  font-weight: 500;
  line-height: 1.2;
  color: ${({ theme }) => theme.palette.text.primary};
`;

/** A detail in the secondary text colour (a count under a name, an empty card's message). */
export const MutedText = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** Rows of a card, a name at the start and figures at the end (space between rows: `$gap`, default 1rem). */
export const FigureRowList = styled.ul<{ $gap?: string }>`
  display: grid;
  gap: ${({ $gap = '1rem' }) => $gap};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-inline-size: 0;
  }
`;

/** The part of a row that takes the room left. */
export const RowGrow = styled.div`
  flex: 1;
  min-inline-size: 0;
`;

/** Figures at a row's end, one under the other. */
export const RowEnd = styled.div`
  display: grid;
  justify-items: end;
  text-align: end;
`;

/** Label / value pairs (`<div><dt/><dd/></div>`) in a responsive grid of columns at least `$min` wide. */
export const FigureList = styled.dl<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '8rem' }) => $min}), 1fr));
  gap: 1rem;
  margin: 0;
  & > div {
    min-inline-size: 0;
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0.125rem 0 0;
    font-size: 1.125rem;
    font-weight: 500;
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;
