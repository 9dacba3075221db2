import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { IconMenu2, IconSettings } from '@tabler/icons-react';
import { IconButton } from '@atrium/ui/core';
import { useLayoutSettings } from '@atrium/platform';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';
import { ShortcutsMenu } from './ShortcutsMenu';
import { NotificationsMenu } from './notifications/NotificationsMenu';
import { NavSearch } from './search/NavSearch';
import { Customizer } from '../customizer/Customizer';
import { BrandLogo } from '../BrandLogo';

const Bar = styled.header<{ $type: 'sticky' | 'static' | 'hidden' }>`
  ${({ $type }) =>
    $type === 'sticky' &&
    css`
      position: sticky;
      inset-block-start: 0;
      z-index: ${({ theme }) => theme.zIndex.navbar};
    `}
  ${({ $type }) =>
    $type === 'hidden' &&
    css`
      @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
        display: none;
      }
    `}
  padding: 0.75rem 1.5rem 0;
`;

const Inner = styled.div<{ $blur: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-block-size: 3.5rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $blur }) => ($blur ? `${theme.palette.background.paper}d9` : theme.palette.background.paper)};
  backdrop-filter: ${({ $blur }) => ($blur ? 'blur(8px)' : 'none')};
  box-shadow: ${({ theme }) => (theme.skin === 'bordered' ? 'none' : theme.shadows[1])};
  border: 1px solid ${({ theme }) => (theme.skin === 'bordered' ? theme.palette.divider : 'transparent')};
  a {
    color: inherit;
    text-decoration: none;
  }
`;

const NavToggle = styled.span`
  @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

/**
 * The navbar: menu toggle (small screens), search, language, theme, shortcuts, notifications, customizer,
 * account. Memoised: the layout redraws on every change of the URL's query (a list's sort or page).
 */
export const Navbar = memo(function Navbar({
  onToggleNav,
  horizontal,
}: {
  onToggleNav: () => void;
  horizontal?: boolean;
}) {
  const { t } = useTranslation();
  const { navbarBlur, navbarType } = useLayoutSettings();
  const [customizing, setCustomizing] = useState(false);
  return (
    <Bar $type={navbarType}>
      <Inner $blur={navbarBlur}>
        <NavToggle>
          <IconButton aria-label={t('navbar.toggleNav')} aria-controls="vertical-nav" onClick={onToggleNav}>
            <IconMenu2 size={22} />
          </IconButton>
        </NavToggle>
        {horizontal && (
          <Link to="/" aria-label={t('appName')} style={{ marginInlineEnd: '1rem' }}>
            <BrandLogo />
          </Link>
        )}
        <NavSearch />
        <Spacer />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <ShortcutsMenu />
        <NotificationsMenu />
        <IconButton
          aria-label={t('customizer.open')}
          aria-haspopup="dialog"
          onClick={() => setCustomizing(true)}
        >
          <IconSettings size={22} />
        </IconButton>
        <UserMenu />
      </Inner>
      <Customizer open={customizing} onOpenChange={setCustomizing} />
    </Bar>
  );
});
