import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { IconLayoutGridAdd } from '@tabler/icons-react';
import { canAccess, useAbility } from '@atrium/platform';
import { IconButton, Popover } from '@atrium/ui';
import { NavIcon } from '../navigation/navIcons';
import { useRouteAccess } from '../../router/useRouteAccess';
import { useAreaCatalog } from '../../federation/AreaStoreContext';
import { useAreaOutlines } from '../../federation/areaCatalog';
import { areaShortcuts } from './areaShortcuts';

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

/**
 * The navbar's shortcuts: a grid of the screens people open most, as the areas offer them, each shown
 * only to those who may open it.
 */
export function ShortcutsMenu() {
  const { t } = useTranslation();
  const allowed = useRouteAccess();
  const ability = useAbility();
  const catalog = useAreaCatalog();
  const states = useAreaOutlines(catalog);
  const shortcuts = areaShortcuts(catalog.registry, states, (target) => canAccess(target, ability)).filter(
    (s) => allowed(s.to),
  );
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
              <span>{t(s.title, { ns: s.ns })}</span>
            </Link>
          </li>
        ))}
      </Grid>
    </Popover>
  );
}
