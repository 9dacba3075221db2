import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconCurrencyDollar, IconHelpCircle, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Avatar, Menu, MenuItem, MenuLabel, MenuSeparator } from '@atrium/ui';
import { useSession } from '@atrium/platform';
import { signOut } from '../../app/signOut';
import { useRouteAccess } from '../../router/useRouteAccess';

const Trigger = styled.button`
  display: inline-grid;
  padding: 0;
  margin-inline-start: 0.5rem;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
`;

const Name = styled.div`
  font-weight: 500;
  color: ${({ theme }) => theme.palette.text.primary};
`;

/** The account's pages; each shows only to a user whose role may open it. */
const LINKS = [
  { to: '/pages/user-profile/profile', label: 'navbar.profile', Icon: IconUser },
  { to: '/pages/account-settings/account', label: 'navbar.settings', Icon: IconSettings },
  { to: '/pages/pricing', label: 'navbar.pricing', Icon: IconCurrencyDollar },
  { to: '/pages/faq', label: 'navbar.faq', Icon: IconHelpCircle },
] as const;

/**
 * The account menu. Its links are drawn only while it is open: they follow every navigation (they
 * navigate), and whether each may be opened need not be worked out again for a closed menu.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { userData } = useSession();
  if (!userData) return null;
  return (
    <Menu
      label={t('navbar.userMenu')}
      trigger={
        <Trigger type="button" aria-label={t('navbar.userMenu')}>
          <Avatar name={userData.fullName} src={userData.avatar} size={38} />
        </Trigger>
      }
    >
      <MenuLabel>
        <Name>{userData.fullName}</Name>
        <div style={{ textTransform: 'capitalize' }}>{userData.role}</div>
      </MenuLabel>
      <MenuSeparator />
      <AccountLinks />
      <MenuSeparator />
      <MenuItem icon={<IconLogout size={18} aria-hidden="true" />} onSelect={() => signOut()}>
        {t('navbar.logout')}
      </MenuItem>
    </Menu>
  );
}

/** The account's pages the user may open. */
function AccountLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayOpen = useRouteAccess();
  return LINKS.filter(({ to }) => mayOpen(to)).map(({ to, label, Icon }) => (
    <MenuItem key={to} icon={<Icon size={18} aria-hidden="true" />} onSelect={() => navigate(to)}>
      {t(label)}
    </MenuItem>
  ));
}
