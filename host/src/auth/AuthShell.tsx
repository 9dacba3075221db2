import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLogo } from '../layouts/BrandLogo';

const Wrap = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-items: center;
  padding: 1.5rem;
  background:
    radial-gradient(circle at 15% 20%, ${({ theme }) => theme.palette.primary.main}22 0, transparent 40%),
    radial-gradient(circle at 85% 85%, ${({ theme }) => theme.palette.primary.main}1a 0, transparent 40%);
`;

const Column = styled.div`
  inline-size: min(100%, 28rem);
  display: grid;
  gap: 1.5rem;
  justify-items: center;
  & > * {
    inline-size: 100%;
  }
`;

/** The centred card layout of the authentication pages. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Wrap>
      <Column>
        <BrandLogo large />
        {children}
      </Column>
    </Wrap>
  );
}
