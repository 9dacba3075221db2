import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { IconLayoutGridAdd } from '@tabler/icons-react';
import { IconButton, Popover } from '@atrium/ui';
import { NavIcon } from '../navigation/navIcons';
import { useRouteAccess } from '../../router/useRouteAccess';

/** The shortcuts offered: the screens people open most, each shown only to those who may open it. */
export const SHORTCUTS = [
  { key: 'invoice', icon: 'file-dollar', to: '/apps/invoice/list' },
  { key: 'users', icon: 'users', to: '/apps/user/list' },
  { key: 'products', icon: 'shopping-cart', to: '/apps/ecommerce/product/list' },
  { key: 'email', icon: 'mail', to: '/apps/email' },
  { key: 'chat', icon: 'message-circle', to: '/apps/chat' },
  { key: 'courses', icon: 'book', to: '/apps/academy/my-course' },
  { key: 'access', icon: 'shield-lock', to: '/access-control' },
  { key: 'dashboard', icon: 'smart-home', to: '/apps/user/dashboard' },
] as const;

const Header = styled.h2`
  margin: 0;
  padding: 0.9rem 1rem;
  font-size: 1rem;
  font-weight: 500;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  li:nth-child(odd) {
    border-inline-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  a {
    display: grid;
    justify-items: center;
    gap: 0.5rem;
    padding: 1.25rem 0.75rem;
    color: ${({ theme }) => theme.palette.text.primary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  .icon {
    display: grid;
    place-items: center;
    inline-size: 3rem;
    block-size: 3rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.action.selected};
  }
`;

/** The navbar's shortcuts: a grid of the most used screens. */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  const allowed = useRouteAccess();
  const shortcuts = SHORTCUTS.filter((s) => allowed(s.to));
  return (
    <Popover
      label={t('shortcuts.title')}
      width="20rem"
      trigger={
        <IconButton aria-label={t('shortcuts.title')}>
          <IconLayoutGridAdd size={22} />
        </IconButton>
      }
    >
      <Header>{t('shortcuts.title')}</Header>
      <Grid>
        {shortcuts.map((s) => (
          <li key={s.key}>
            <Link to={s.to}>
              <span className="icon">
                <NavIcon name={s.icon} />
              </span>
              <span>{t(`shortcuts.${s.key}`)}</span>
            </Link>
          </li>
        ))}
      </Grid>
    </Popover>
  );
}
