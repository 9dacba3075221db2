import styled from 'styled-components';

/** One field of a demo row: wide enough to read, wrapping to the next line on narrow screens. */
export const FieldBox = styled.div<{ $width?: string }>`
  flex: 1 1 ${({ $width }) => $width ?? '16rem'};
  align-self: flex-start;
  min-inline-size: min(100%, 12rem);
  max-inline-size: min(100%, 32rem);
`;

/** A column of controls (stacked checkboxes, a summary under a control). */
export const Column = styled.div`
  display: grid;
  gap: 0.75rem;
  align-content: start;
`;

/** A short line of text that reports what the user chose. */
export const Summary = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;
