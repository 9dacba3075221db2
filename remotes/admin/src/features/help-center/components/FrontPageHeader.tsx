import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@atrium/platform';
import { ButtonLink } from '@atrium/ui';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem clamp(1rem, 4vw, 3rem);
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
  a.brand {
    font-size: 1.25rem;
    font-weight: 700;
    color: inherit;
    text-decoration: none;
  }
`;

/** The top of a public front page: the product's name, and the way in (back here once signed in) or to the app. */
export function FrontPageHeader() {
  const { t } = useTranslation('admin');
  const { accessToken } = useSession();
  const { pathname, search } = useLocation();
  return (
    <Bar>
      <Link className="brand" to="/front-pages/help-center">
        {t('help.brand')}
      </Link>
      {accessToken ? (
        <ButtonLink to="/">{t('help.toDashboard')}</ButtonLink>
      ) : (
        <ButtonLink to={`/login?to=${encodeURIComponent(pathname + search)}`}>{t('help.login')}</ButtonLink>
      )}
    </Bar>
  );
}
