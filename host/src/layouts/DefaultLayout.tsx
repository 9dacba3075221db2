import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useLayoutSettings } from '@atrium/platform';
import { useAtriumTheme } from '@atrium/ui/core';
import { VerticalNav, NAV_COLLAPSED_WIDTH, NAV_WIDTH } from './navigation/VerticalNav';
import { HorizontalNav } from './navigation/HorizontalNav';
import { NavActiveLinkContext } from './navigation/activeLink';
import { Navbar } from './navbar/Navbar';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { ChromeErrorBoundary } from './ChromeErrorBoundary';
import { useMediaQuery } from '../app/useMediaQuery';
import { useSessionRefresh } from '../app/useSessionRefresh';
import { usePathname } from '../app/pathname';
import { AreaStoreContext } from '../federation/AreaStoreContext';
import { OverrideBanner } from './override/OverrideBanner';

const Frame = styled.div<{ $navInset: number }>`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.palette.background.default};
  @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
    padding-inline-start: ${({ $navInset }) => $navInset}px;
    transition: padding-inline-start 0.2s ease;
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

/** The navbar's height (its padding and bar): the content below it fills the rest of the window. */
const NAVBAR_BLOCK_SIZE = '4.25rem';

const Content = styled.main<{ $boxed: boolean; $fixedHeight?: boolean }>`
  flex: 1;
  /* At least the window below the navbar, so the footer starts below the fold: a page whose data
     arrives after its first paint grows without pushing a visible footer down (a layout shift). */
  min-block-size: calc(100vh - ${NAVBAR_BLOCK_SIZE});
  inline-size: 100%;
  margin-inline: auto;
  padding: 1.5rem;
  max-inline-size: ${({ $boxed }) => ($boxed ? '1440px' : 'none')};
  &:focus {
    outline: none;
  }
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

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 1rem;
  inset-block-start: -3rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.primary.main};
  color: ${({ theme }) => theme.palette.primary.contrastText};
  &:focus {
    inset-block-start: 1rem;
  }
`;

export interface DefaultLayoutProps {
  children: ReactNode;
  /** The page fills the content height (chat, email, fleet). */
  fixedHeight?: boolean;
  /** The menu link to highlight when it is not the route's own path. */
  navActiveLink?: string;
}

/** Navigation (vertical or horizontal), navbar, content and footer around an area's page. */
export function DefaultLayout({ children, fixedHeight, navActiveLink }: DefaultLayoutProps) {
  const { t } = useTranslation();
  const settings = useLayoutSettings();
  const theme = useAtriumTheme();
  const pathname = usePathname();
  const [navOpen, setNavOpen] = useState(false);
  const registry = useContext(AreaStoreContext)?.registry;
  useSessionRefresh();
  // Below the overlay breakpoint the navigation is vertical (a drawer), whatever the setting says.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.overlayNav}px)`);
  const horizontal = settings.navigation === 'horizontal' && wide;

  useEffect(() => setNavOpen(false), [pathname]);
  const closeNav = useCallback(() => setNavOpen(false), []);
  const toggleNav = useCallback(() => setNavOpen((open) => !open), []);

  const navInset = horizontal ? 0 : settings.navCollapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  return (
    <NavActiveLinkContext.Provider value={navActiveLink}>
      <SkipLink href="#main-content">{t('skipToContent')}</SkipLink>
      <Frame $navInset={navInset}>
        {!horizontal && (
          <ChromeErrorBoundary part="navigation">
            <VerticalNav open={navOpen} onClose={closeNav} drawer={!wide} />
          </ChromeErrorBoundary>
        )}
        <Column $fixedHeight={fixedHeight}>
          <ChromeErrorBoundary part="navbar">
            <Navbar onToggleNav={toggleNav} horizontal={horizontal} />
          </ChromeErrorBoundary>
          {registry && <OverrideBanner remotes={registry.remotes} />}
          {horizontal && settings.horizontalNavType !== 'hidden' && (
            <ChromeErrorBoundary part="navigation">
              <HorizontalNav type={settings.horizontalNavType} />
            </ChromeErrorBoundary>
          )}
          <Content
            id="main-content"
            tabIndex={-1}
            $boxed={settings.contentWidth === 'boxed'}
            $fixedHeight={fixedHeight}
          >
            {children}
          </Content>
          {settings.footerType !== 'hidden' && <Footer sticky={settings.footerType === 'sticky'} />}
        </Column>
      </Frame>
      <ScrollToTop />
    </NavActiveLinkContext.Provider>
  );
}
