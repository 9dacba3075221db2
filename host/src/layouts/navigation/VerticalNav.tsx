import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { IconChevronRight, IconCircleDot, IconCircle, IconX } from '@tabler/icons-react';
import { layoutSettings, useLayoutSettings } from '@atrium/platform';
import { IconButton } from '@atrium/ui/core';
import { useNavigation } from './useNavigation';
import { NavIcon } from './navIcons';
import { isLinkActive, useActivePath } from './activeLink';
import { useAreaPrefetch } from '../../federation/useAreaPrefetch';
import { BrandLogo } from '../BrandLogo';
import type { NavItemView } from './buildNavigation';
import { NavBadge } from './NavBadge';

export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 80;

const Aside = styled.aside<{ $open: boolean; $collapsed: boolean }>`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  inline-size: ${NAV_WIDTH}px;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.palette.nav.background};
  color: ${({ theme }) => theme.palette.nav.text};
  border-inline-end: 1px solid
    ${({ theme }) => (theme.skin === 'bordered' ? theme.palette.divider : 'transparent')};
  box-shadow: ${({ theme }) => (theme.skin === 'bordered' ? 'none' : theme.shadows[1])};
  transition:
    inline-size 0.2s ease,
    transform 0.2s ease;
  @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
    ${({ $collapsed }) =>
      $collapsed &&
      css`
        &:not(:hover):not(:focus-within) {
          inline-size: ${NAV_COLLAPSED_WIDTH}px;
          .label,
          .chevron,
          .brand-name,
          .collapse-toggle,
          .section-title span,
          .children {
            display: none;
          }
          .section-title::before {
            content: '—';
          }
        }
        &:hover,
        &:focus-within {
          box-shadow: ${({ theme }) => theme.shadows[4]};
        }
      `}
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.overlayNav - 0.02}px) {
    box-shadow: ${({ theme }) => theme.shadows[4]};
    /* Closed, the drawer is out of reach too (Tab, screen readers), once it has slid away. */
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform 0.2s ease,
      visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.2s')};
    transform: translateX(${({ $open }) => ($open ? '0' : '-105%')});
    [dir='rtl'] & {
      transform: translateX(${({ $open }) => ($open ? '0' : '105%')});
    }
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.nav - 1};
  background: rgb(0 0 0 / 0.4);
  @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
    display: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-block-size: 4rem;
  padding: 0.75rem 1rem 0.75rem 1.4rem;
  padding-inline: 1.4rem 1rem;
  a {
    color: inherit;
    text-decoration: none;
  }
  .close-overlay {
    @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
      display: none;
    }
  }
  .collapse-toggle {
    @media (max-width: ${({ theme }) => theme.breakpoints.overlayNav - 0.02}px) {
      display: none;
    }
  }
`;

const Scroll = styled.nav`
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
  padding: 0.25rem 0.875rem 1.5rem;
`;

const SectionTitle = styled.h2`
  margin: 1.25rem 0 0.5rem;
  padding-inline: 0.75rem;
  font-size: 0.8125rem;
  font-weight: 400;
  text-transform: uppercase;
  letter-spacing: 0.4px;
  white-space: nowrap;
  color: ${({ theme }) => theme.palette.nav.textSecondary};
`;

const linkStyles = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  inline-size: 100%;
  min-block-size: 2.4rem;
  padding: 0.45rem 0.75rem;
  margin-block: 0.125rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.9375rem;
  white-space: nowrap;
  text-decoration: none;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
`;

const ItemLink = styled(Link)`
  ${linkStyles}
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.primary.contrastText};
    background: ${({ theme }) => theme.palette.primary.solid};
    box-shadow: 0 2px 6px ${({ theme }) => theme.palette.primary.main}4d;
  }
`;

const GroupButton = styled.button<{ $active: boolean }>`
  ${linkStyles}
  ${({ $active, theme }) => $active && `background: ${theme.palette.action.selected};`}
`;

const ChildLink = styled(Link)`
  ${linkStyles}
  padding-inline-start: 1.1rem;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.primary.contrastText};
    background: ${({ theme }) => theme.palette.primary.solid};
    box-shadow: 0 2px 6px ${({ theme }) => theme.palette.primary.main}4d;
  }
`;

const Chevron = styled(IconChevronRight)<{ $open: boolean }>`
  margin-inline-start: auto;
  transition: transform 0.2s;
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  [dir='rtl'] & {
    transform: rotate(${({ $open }) => ($open ? 90 : 180)}deg);
  }
`;

/** At the end of the entry; hidden with the labels when the menu is collapsed. */
const ItemBadge = styled(NavBadge)`
  margin-inline-start: auto;
`;

const Unavailable = styled.span`
  margin-inline-start: auto;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.palette.error.main};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

function NavGroup({ item, activePath }: { item: NavItemView; activePath: string }) {
  const { t } = useTranslation();
  const active = !!item.children?.some((c) => isLinkActive(c.to, activePath));
  const [open, setOpen] = useState(active);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const id = `nav-group-${item.key.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <li>
      <GroupButton
        type="button"
        $active={active}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <NavIcon name={item.icon} />
        <span className="label">{t(item.title, { ns: item.ns })}</span>
        <Chevron className="chevron flip-none" size={18} $open={open} aria-hidden="true" />
      </GroupButton>
      {/* A closed group's links are not drawn: the menu holds a hundred, most in closed groups, and
          drawing them all was a good part of the app's first render on a slow phone. */}
      <List id={id} className="children" hidden={!open}>
        {open &&
          item.children?.map((child) => {
            const current = isLinkActive(child.to, activePath);
            return (
              <li key={child.key}>
                <ChildLink to={child.to} aria-current={current ? 'page' : undefined}>
                  {current ? (
                    <IconCircleDot size={12} aria-hidden="true" />
                  ) : (
                    <IconCircle size={12} aria-hidden="true" />
                  )}
                  <span className="label">{t(child.title, { ns: child.ns })}</span>
                </ChildLink>
              </li>
            );
          })}
      </List>
    </li>
  );
}

/** The menu's content: brand, collapse and close buttons, and the sections of links. */
function NavContent({ navCollapsed, onClose }: { navCollapsed: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const sections = useNavigation();
  const activePath = useActivePath();
  return (
    <>
      <Header>
        <Link to="/" aria-label={t('appName')}>
          <BrandLogo />
        </Link>
        <span className="collapse-toggle">
          <IconButton
            size="sm"
            aria-label={navCollapsed ? t('navbar.expandNav') : t('navbar.collapseNav')}
            aria-pressed={navCollapsed}
            onClick={() => layoutSettings.set({ navCollapsed: !navCollapsed })}
          >
            {navCollapsed ? <IconCircle size={18} /> : <IconCircleDot size={18} />}
          </IconButton>
        </span>
        <span className="close-overlay">
          <IconButton size="sm" aria-label={t('navbar.closeNav')} onClick={onClose}>
            <IconX size={18} />
          </IconButton>
        </span>
      </Header>
      <Scroll>
        {sections.map((section) => (
          <section key={section.section} aria-labelledby={`nav-section-${section.section}`}>
            <SectionTitle className="section-title" id={`nav-section-${section.section}`}>
              <span>{t(`sections.${section.section}`)}</span>
            </SectionTitle>
            <List>
              {section.items.map((item) =>
                item.children ? (
                  <NavGroup key={item.key} item={item} activePath={activePath} />
                ) : (
                  <li key={item.key}>
                    <ItemLink
                      to={item.to ?? '/'}
                      aria-current={item.to && isLinkActive(item.to, activePath) ? 'page' : undefined}
                    >
                      <NavIcon name={item.icon} />
                      <span className="label">{t(item.title, { ns: item.ns })}</span>
                      {item.badge && <ItemBadge className="label" badge={item.badge} ns={item.ns} />}
                      {item.unavailable && (
                        <Unavailable className="label">{t('errors.navUnavailable')}</Unavailable>
                      )}
                    </ItemLink>
                  </li>
                ),
              )}
            </List>
          </section>
        ))}
      </Scroll>
    </>
  );
}

/**
 * The vertical menu: collapsible to icons (expanding on hover), a drawer below the overlay breakpoint.
 * Memoised: the layout redraws on every change of the URL's query (a list's sort or page); the menu
 * redraws only for what it reads.
 */
export const VerticalNav = memo(function VerticalNav({
  open,
  onClose,
  drawer = false,
}: {
  open: boolean;
  onClose: () => void;
  /** A drawer (a narrow window): its content is drawn when first opened, not with the page. */
  drawer?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const { navCollapsed } = useLayoutSettings();
  const prefetch = useAreaPrefetch();
  return (
    <>
      {open && <Scrim onClick={onClose} aria-hidden="true" />}
      <Aside
        $open={open}
        $collapsed={navCollapsed}
        aria-label={t('navbar.mainNavigation')}
        id="vertical-nav"
        {...prefetch}
      >
        {(!drawer || opened) && <NavContent navCollapsed={navCollapsed} onClose={onClose} />}
      </Aside>
    </>
  );
});
