import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.div`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.palette.background.default};
`;

/** No navigation chrome: authentication, error and front pages. */
export function BlankLayout({
  children,
}: {
  children: ReactNode;
  fixedHeight?: boolean;
  navActiveLink?: string;
}) {
  return <Main>{children}</Main>;
}
