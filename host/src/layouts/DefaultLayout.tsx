import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useLayoutSettings } from '@atrium/platform';
import { VerticalNav } from './navigation/VerticalNav';
import { Navbar } from './navbar/Navbar';
import { Footer } from './Footer';
import { useAreaStore } from '../federation/AreaStoreContext';

export const NAV_WIDTH = 260;

const Frame = styled.div`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.palette.background.default};
  @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
    padding-inline-start: ${NAV_WIDTH}px;
  }
`;

const Column = styled.div<{ $fixedHeight?: boolean }>`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  ${({ $fixedHeight }) =>
    $fixedHeight &&
    css`
      block-size: 100vh;
    `}
`;

const Content = styled.main<{ $boxed: boolean; $fixedHeight?: boolean }>`
  flex: 1;
  inline-size: 100%;
  margin-inline: auto;
  padding: 1.5rem;
  max-inline-size: ${({ $boxed }) => ($boxed ? '1440px' : 'none')};
  ${({ $fixedHeight }) =>
    $fixedHeight &&
    css`
      min-block-size: 0;
      display: flex;
      flex-direction: column;
      & > * {
        flex: 1;
        min-block-size: 0;
      }
    `}
`;

/** Navigation, navbar, content and footer around an area's page. */
export function DefaultLayout({ children, fixedHeight }: { children: ReactNode; fixedHeight?: boolean }) {
  const settings = useLayoutSettings();
  const store = useAreaStore();
  const { pathname } = useLocation();
  const [navOpen, setNavOpen] = useState(false);

  // The menu is composed from every area's contract: load them all in the background.
  useEffect(() => {
    void store.loadAll();
  }, [store]);
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <Frame>
      <VerticalNav open={navOpen} onClose={() => setNavOpen(false)} />
      <Column $fixedHeight={fixedHeight}>
        <Navbar onToggleNav={() => setNavOpen((o) => !o)} />
        <Content id="main-content" $boxed={settings.contentWidth === 'boxed'} $fixedHeight={fixedHeight}>
          {children}
        </Content>
        <Footer />
      </Column>
    </Frame>
  );
}
