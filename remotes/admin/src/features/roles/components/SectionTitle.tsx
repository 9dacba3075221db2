import styled from 'styled-components';

/** A section's heading inside the role and permission dialogs (under the dialog's own title). */
export const SectionTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  font-weight: 500;
`;
