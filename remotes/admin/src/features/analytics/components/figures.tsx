import styled from 'styled-components';

/** The card's headline number and its change, on one line. */
export const Headline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem 0.75rem;
  margin-block-end: 1rem;
`;

export const BigFigure = styled.span`
  font-size: 1.75rem;
  font-weight: 500;
  line-height: 1.2;
  color: ${({ theme }) => theme.palette.text.primary};
`;

/** Label / value pairs in a responsive grid. */
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

/** A list of rows: a name at the start, figures at the end. */
export const RowList = styled.ul`
  display: grid;
  gap: 0.875rem;
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

export const Muted = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;
