import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BrandLogo } from '../../layouts/BrandLogo';
import { FRONT_PATH } from '../frontPaths';

const Root = styled.footer`
  margin-block-start: 4rem;
  padding-block: 2.5rem 1.5rem;
  background: ${({ theme }) => theme.palette.background.paper};
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  .inner {
    inline-size: min(100% - 2rem, 72rem);
    margin-inline: auto;
    display: grid;
    gap: 1.5rem;
    grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  }
  p {
    margin: 0.5rem 0 0;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
    font-weight: 600;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.375rem;
  }
  a {
    color: ${({ theme }) => theme.palette.text.primary};
  }
  .copyright {
    inline-size: min(100% - 2rem, 72rem);
    margin: 2rem auto 0;
    font-size: 0.875rem;
  }
`;

/** The front pages' footer: what the product is, and the other front pages. */
export function FrontFooter() {
  const { t } = useTranslation();
  return (
    <Root>
      <div className="inner">
        <div>
          <BrandLogo />
          <p>{t('front.footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages">{t('front.footer.pages')}</h2>
          <ul>
            <li>
              <a href={FRONT_PATH.pricing}>{t('front.nav.pricing')}</a>
            </li>
            <li>
              <a href={FRONT_PATH.payment}>{t('front.nav.payment')}</a>
            </li>
            <li>
              <a href={FRONT_PATH.checkout}>{t('front.nav.checkout')}</a>
            </li>
            <li>
              <a href={FRONT_PATH.helpCenter}>{t('front.nav.help')}</a>
            </li>
          </ul>
        </nav>
      </div>
      <p className="copyright">{t('front.footer.copyright', { year: new Date().getFullYear() })}</p>
    </Root>
  );
}
