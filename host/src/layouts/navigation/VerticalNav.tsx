import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { IconChevronRight } from '@tabler/icons-react';
import { useNavigation } from './useNavigation';
import { NavIcon } from './navIcons';
import { BrandLogo } from '../BrandLogo';
import type { NavItemView } from './buildNavigation';

const WIDTH = 260;

const Aside = styled.aside<{ $open: boolean }>`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 20;
  inline-size: ${WIDTH}px;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.palette.background.paper};
  border-inline-end: 1px solid ${({ theme }) => theme.palette.divider};
  transition: transform 0.2s ease;
  @media (max-width: ${({ theme }) => theme.breakpoints.overlayNav - 0.02}px) {
    box-shadow: ${({ theme }) => theme.shadows[3]};
    transform: translateX(${({ $open }) => ($open ? '0' : '-105%')});
    [dir='rtl'] & {
      transform: translateX(${({ $open }) => ($open ? '0' : '105%')});
    }
  }
`;

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 19;
  background: rgb(0 0 0 / 0.4);
  @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
    display: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  padding: 1.1rem 1.5rem;
`;

const Scroll = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: 0.25rem 0.875rem 1.5rem;
`;

const SectionTitle = styled.h2`
  margin: 1.25rem 0 0.5rem;
  padding-inline: 0.75rem;
  font-size: 0.8125rem;
  font-weight: 400;
  text-transform: uppercase;
  letter-spacing: 0.4px;
  color: ${({ theme }) => theme.palette.text.disabled};
`;

const linkStyles = css`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  inline-size: 100%;
  min-block-size: 2.4rem;
  padding: 0.45rem 0.75rem;
  border: 0;
  border-radius: 6px;
  background: none;
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-size: 0.9375rem;
  text-decoration: none;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.palette.action.hover};
  }
`;

const ItemLink = styled(NavLink)`
  ${linkStyles}
  &.active {
    color: ${({ theme }) => theme.palette.primary.contrastText};
    background: linear-gradient(
      270deg,
      ${({ theme }) => theme.palette.primary.main}b3 0%,
      ${({ theme }) => theme.palette.primary.main} 100%
    );
    box-shadow: 0 2px 6px ${({ theme }) => theme.palette.primary.main}4d;
  }
`;

const GroupButton = styled.button<{ $active: boolean }>`
  ${linkStyles}
  ${({ $active, theme }) => $active && `background: ${theme.palette.action.selected};`}
`;

const ChildLink = styled(NavLink)`
  ${linkStyles}
  padding-inline-start: 2.6rem;
  &::before {
    content: '';
    position: absolute;
  }
  &.active {
    color: ${({ theme }) => theme.palette.primary.main};
    font-weight: 600;
    background: ${({ theme }) => theme.palette.primary.main}1f;
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

const Unavailable = styled.span`
  margin-inline-start: auto;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.palette.error.main};
`;

function NavGroup({ item }: { item: NavItemView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = !!item.children?.some((c) => pathname === c.to || pathname.startsWith(`${c.to}/`));
  const [open, setOpen] = useState(active);
  const id = `nav-group-${item.key.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <li>
      <GroupButton type="button" $active={active} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <NavIcon name={item.icon} />
        <span>{t(item.title, { ns: item.ns })}</span>
        <Chevron size={18} $open={open} aria-hidden="true" />
      </GroupButton>
      <ul id={id} hidden={!open} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {item.children?.map((child) => (
          <li key={child.key}>
            <ChildLink to={child.to}>{t(child.title, { ns: child.ns })}</ChildLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The vertical menu; below the overlay breakpoint it is a drawer. */
export function VerticalNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const sections = useNavigation();
  return (
    <>
      {open && <Scrim onClick={onClose} aria-hidden="true" />}
      <Aside $open={open} aria-label={t('navbar.toggleNav')}>
        <Header>
          <NavLink to="/" style={{ textDecoration: 'none' }} aria-label={t('appName')}>
            <BrandLogo />
          </NavLink>
        </Header>
        <Scroll>
          {sections.map((section) => (
            <section key={section.section} aria-labelledby={`nav-section-${section.section}`}>
              <SectionTitle id={`nav-section-${section.section}`}>{t(`sections.${section.section}`)}</SectionTitle>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {section.items.map((item) =>
                  item.children ? (
                    <NavGroup key={item.key} item={item} />
                  ) : (
                    <li key={item.key}>
                      <ItemLink to={item.to ?? '/'}>
                        <NavIcon name={item.icon} />
                        <span>{t(item.title, { ns: item.ns })}</span>
                        {item.unavailable && <Unavailable>{t('errors.navUnavailable')}</Unavailable>}
                      </ItemLink>
                    </li>
                  ),
                )}
              </ul>
            </section>
          ))}
        </Scroll>
      </Aside>
    </>
  );
}
