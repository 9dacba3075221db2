import styled from 'styled-components';

/** A dialog's opening line, with its icon. */
export const Lead = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  svg {
    flex: none;
    color: ${({ theme }) => theme.palette.primary.main};
  }
`;

/** A small heading inside a dialog. */
export const DialogSubtitle = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 500;
`;
