import styled from 'styled-components';

/** The head of a person's panel: avatar, name and role, centred. */
export const PanelHead = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  text-align: center;
  h3 {
    margin: 0.5rem 0 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
  .role {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** One titled part of a person's panel. */
export const PanelSection = styled.section`
  margin-block-start: 1.5rem;
  h4 {
    margin: 0 0 0.75rem;
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  p {
    margin: 0;
  }
`;
