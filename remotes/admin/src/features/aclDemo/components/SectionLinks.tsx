import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ACL_DEMO_NS } from '../aclDemoStrings';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.375rem 0.875rem;
    border-radius: ${({ theme }) => theme.radius.md}px;
    color: ${({ theme }) => theme.palette.primary.text};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.palette.divider};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.palette.primary.main};
    border-color: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.contrastText};
  }
`;

const SECTIONS = [1, 2, 3] as const;

/** The three sections, each linking to the others; the one shown is marked as the current page. */
export function SectionLinks() {
  const { t } = useTranslation(ACL_DEMO_NS);
  return (
    <nav aria-label={t('sections.nav')}>
      <List>
        {SECTIONS.map((n) => (
          <li key={n}>
            <NavLink to={`/apps/sections/section${n}`}>
              {n}. {t(`sections.section${n}`)}
            </NavLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
