import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredAuthCard } from '../AuthCard';
import { AuthFrameContext, type AuthFrame } from '../authFrame';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { splitAuthLayout } from './SplitAuthLayout';
import { variantLinks, type AuthVariant, type AuthVariantFamily } from './authVariants';
import { loadVariant } from './loadVariant';
import loginIllustration from './illustrations/login.svg';
import registerIllustration from './illustrations/register.svg';
import passwordIllustration from './illustrations/password.svg';
import verifyIllustration from './illustrations/verify.svg';

/**
 * The v2 illustration of each family: assets of this document's build (small enough to be inlined),
 * not of host/public/images, which the sample-data script regenerates.
 */
const ILLUSTRATION: Record<AuthVariantFamily, string> = {
  login: loginIllustration,
  register: registerIllustration,
  'register-multi-steps': registerIllustration,
  'forgot-password': passwordIllustration,
  'reset-password': passwordIllustration,
  'two-steps': verifyIllustration,
  'verify-email': verifyIllustration,
};

function UnknownVariant() {
  const { t } = useTranslation();
  useDocumentTitle(t('authDemo.notFoundTitle'), t('authDemo.notFoundText'));
  return (
    <CenteredAuthCard title={t('authDemo.notFoundTitle')} subtitle={t('authDemo.notFoundText')}>
      <a href="/">{t('authDemo.backHome')}</a>
    </CenteredAuthCard>
  );
}

/**
 * The demo authentication pages (/pages/authentication/*): the variant the address names, its code
 * loaded on its own, in its layout (v1 the centred card, v2 the split one) with links to its siblings.
 * The forms are the real pages' own (see authFrame.ts).
 */
export function AuthVariantsPage({ variant }: { variant: AuthVariant | undefined }) {
  const frame = useMemo<AuthFrame | undefined>(
    () =>
      variant && {
        layout: variant.layout === 'v1' ? CenteredAuthCard : splitAuthLayout(ILLUSTRATION[variant.family]),
        links: variantLinks(variant.layout),
      },
    [variant],
  );
  const Variant = useMemo(() => variant && lazy(loadVariant[variant.family]), [variant]);
  if (!variant || !frame || !Variant) return <UnknownVariant />;
  return (
    <AuthFrameContext.Provider value={frame}>
      <Suspense fallback={null}>
        <Variant />
      </Suspense>
    </AuthFrameContext.Provider>
  );
}
