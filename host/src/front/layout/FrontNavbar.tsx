import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { useSession } from '@atrium/platform';
import { ButtonAnchor, IconButton } from '@atrium/ui/core';
import { BrandLogo } from '../../layouts/BrandLogo';
import { FRONT_PATH, LANDING_SECTIONS, sectionHref } from '../frontPaths';
import { useSectionInView } from './useSectionInView';
import { LanguageChoice, ThemeToggle } from './FrontControls';

/** Below this width the links fold into the menu button. */
const WIDE = '(min-width: 62rem)';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  inline-size: min(100% - 2rem, 72rem);
  margin-inline: auto;
  padding-block: 0.625rem;
  .brand {
    color: inherit;
    text-decoration: none;
    margin-inline-end: auto;
  }
  .menu-button {
    order: 3;
    @media ${WIDE} {
      display: none;
    }
  }
`;

const Links = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  order: 4;
  flex-basis: 100%;
  @media ${WIDE} {
    display: block;
    order: 1;
    flex-basis: auto;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    @media ${WIDE} {
      flex-direction: row;
    }
  }
  a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.md}px;
    color: ${({ theme }) => theme.palette.text.primary};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.palette.primary.text};
  }
  a[aria-current] {
    color: ${({ theme }) => theme.palette.primary.text};
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
`;

const Actions = styled.div`
  order: 2;
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

/** The page's own link is marked current; on the landing page, the section in view is. */
function currentFor(href: string, inView: string | null): 'page' | 'location' | undefined {
  const [path, hash] = href.split('#');
  if (hash) return inView === hash ? 'location' : undefined;
  return window.location.pathname === path ? 'page' : undefined;
}

/**
 * The front pages' navbar: the brand, the landing page's sections (the one in view highlighted),
 * pricing and help, dark mode, language and the way in; below 62rem the links fold into a menu button.
 */
export function FrontNavbar() {
  const { t } = useTranslation();
  const { accessToken } = useSession();
  const [open, setOpen] = useState(false);
  const inView = useSectionInView(LANDING_SECTIONS);
  const menuId = useId();
  const here = `${window.location.pathname}${window.location.search}`;
  const links = [
    ...LANDING_SECTIONS.map((id) => ({ href: sectionHref(id), label: t(`front.nav.${id}`) })),
    { href: FRONT_PATH.pricing, label: t('front.nav.pricing') },
    { href: FRONT_PATH.helpCenter, label: t('front.nav.help') },
  ];
  return (
    <Bar>
      <Inner>
        <a className="brand" href={FRONT_PATH.landing} aria-label={t('front.home')}>
          <BrandLogo />
        </a>
        <IconButton
          className="menu-button"
          aria-label={t('front.menu')}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <IconX size={22} aria-hidden="true" /> : <IconMenu2 size={22} aria-hidden="true" />}
        </IconButton>
        <Links id={menuId} $open={open} aria-label={t('front.mainNavigation')}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={currentFor(link.href, inView)}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Links>
        <Actions>
          <ThemeToggle />
          <LanguageChoice />
          {accessToken ? (
            <ButtonAnchor href="/">{t('front.toDashboard')}</ButtonAnchor>
          ) : (
            <ButtonAnchor href={`/login?to=${encodeURIComponent(here)}`}>{t('front.signIn')}</ButtonAnchor>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
