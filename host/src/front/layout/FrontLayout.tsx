import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FrontNavbar } from './FrontNavbar';
import { FrontFooter } from './FrontFooter';

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 1rem;
  inset-block-start: -4rem;
  z-index: 20;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.primary.solid};
  color: ${({ theme }) => theme.palette.primary.contrastText};
  &:focus {
    inset-block-start: 0.5rem;
  }
`;

// At least a screen tall: the footer starts below the fold, so a page whose content arrives from the
// API (a help article, the plans) grows without pushing a visible footer down (no layout shift).
const Main = styled.main`
  display: block;
  min-block-size: 100vh;
  &:focus {
    outline: none;
  }
`;

/** Every front page's frame: a skip link, the navbar, the page (`main`) and the footer. */
export function FrontLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main-content">{t('front.skipToContent')}</SkipLink>
      <FrontNavbar />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <FrontFooter />
    </>
  );
}
