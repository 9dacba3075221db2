import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { IconCurrencyDollar, IconHelpCircle, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Avatar, Menu, MenuItem, MenuLabel, MenuSeparator } from '@atrium/ui';
import { useSession } from '@atrium/platform';
import { signOut } from '../../app/signOut';

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

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <MenuItem
        icon={<IconUser size={18} aria-hidden="true" />}
        onSelect={() => navigate('/pages/user-profile/profile')}
      >
        {t('navbar.profile')}
      </MenuItem>
      <MenuItem
        icon={<IconSettings size={18} aria-hidden="true" />}
        onSelect={() => navigate('/pages/account-settings/account')}
      >
        {t('navbar.settings')}
      </MenuItem>
      <MenuItem
        icon={<IconCurrencyDollar size={18} aria-hidden="true" />}
        onSelect={() => navigate('/pages/pricing')}
      >
        {t('navbar.pricing')}
      </MenuItem>
      <MenuItem
        icon={<IconHelpCircle size={18} aria-hidden="true" />}
        onSelect={() => navigate('/pages/faq')}
      >
        {t('navbar.faq')}
      </MenuItem>
      <MenuSeparator />
      <MenuItem icon={<IconLogout size={18} aria-hidden="true" />} onSelect={() => signOut()}>
        {t('navbar.logout')}
      </MenuItem>
    </Menu>
  );
}
