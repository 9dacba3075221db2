import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconMenu2 } from '@tabler/icons-react';
import { IconButton } from '@atrium/ui';
import { useLayoutSettings } from '@atrium/platform';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';

const Bar = styled.header<{ $blur: boolean }>`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  padding: 0.75rem 1.5rem 0;
`;

const Inner = styled.div<{ $blur: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-block-size: 3.5rem;
  padding-inline: 1rem;
  border-radius: 6px;
  background: ${({ theme, $blur }) => ($blur ? `${theme.palette.background.paper}d9` : theme.palette.background.paper)};
  backdrop-filter: ${({ $blur }) => ($blur ? 'blur(8px)' : 'none')};
  box-shadow: ${({ theme }) => theme.shadows[1]};
`;

const NavToggle = styled.span`
  @media (min-width: ${({ theme }) => theme.breakpoints.overlayNav}px) {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

export function Navbar({ onToggleNav }: { onToggleNav: () => void }) {
  const { t } = useTranslation();
  const { navbarBlur } = useLayoutSettings();
  return (
    <Bar $blur={navbarBlur}>
      <Inner $blur={navbarBlur}>
        <NavToggle>
          <IconButton aria-label={t('navbar.toggleNav')} onClick={onToggleNav}>
            <IconMenu2 size={22} />
          </IconButton>
        </NavToggle>
        <Spacer />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <UserMenu />
      </Inner>
    </Bar>
  );
}
