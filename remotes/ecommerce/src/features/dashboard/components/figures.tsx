import styled from 'styled-components';

/** A card's headline number and its change, on one line. */
export const Headline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem 0.75rem;
  margin-block-end: 0.75rem;
`;

export const BigFigure = styled.span`
  font-size: 1.75rem;
  font-weight: 500;
  line-height: 1.2;
  color: ${({ theme }) => theme.palette.text.primary};
`;

export const Muted = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** Rows of a card: a name at the start, figures at the end. */
export const RowList = styled.ul`
  display: grid;
  gap: 1rem;
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
export const Grow = styled.div`
  flex: 1;
  min-inline-size: 0;
`;

/** Figures at a row's end. */
export const End = styled.div`
  display: grid;
  justify-items: end;
  text-align: end;
`;
