import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@atrium/ui/core';
import { signOut } from '../app/signOut';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  background: ${({ theme }) => theme.palette.background.paper};
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
`;

/** What is left of the menu when it could not be drawn: home and sign-out, never a trap. */
export function ChromeFallback() {
  const { t } = useTranslation();
  return (
    <Bar aria-label={t('navbar.mainNavigation')}>
      <a href="/">{t('backToHome')}</a>
      <Button variant="outlined" onClick={() => signOut()}>
        {t('navbar.logout')}
      </Button>
    </Bar>
  );
}
