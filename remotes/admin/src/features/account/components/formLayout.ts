import styled from 'styled-components';

/** Two columns of fields on wide screens, one on narrow ones. */
export const FormGrid = styled.div`
  display: grid;
  gap: 1rem 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-block-start: 1.5rem;
`;

export const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** A field-level error outside a TextField / Select (checkbox groups, file pickers). */
export const ErrorText = styled.div`
  margin-block-start: 0.25rem;
  color: ${({ theme }) => theme.palette.error.main};
  font-size: 0.8125rem;
`;

export const HintText = styled.div`
  margin-block-start: 0.5rem;
  color: ${({ theme }) => theme.palette.text.secondary};
  font-size: 0.8125rem;
`;
