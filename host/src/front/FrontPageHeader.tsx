import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '@atrium/platform';
import { ButtonAnchor } from '@atrium/ui/core';
import { HELP_CENTER_PATH } from './help-center/articleSearch';

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

/** The top of a front page: the product's name, and the way in (back here once signed in) or to the app. */
export function FrontPageHeader() {
  const { t } = useTranslation();
  const { accessToken } = useSession();
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <Bar>
      <a className="brand" href={HELP_CENTER_PATH}>
        {t('appName')}
      </a>
      {accessToken ? (
        <ButtonAnchor href="/">{t('help.toDashboard')}</ButtonAnchor>
      ) : (
        <ButtonAnchor href={`/login?to=${encodeURIComponent(here)}`}>{t('help.login')}</ButtonAnchor>
      )}
    </Bar>
  );
}
