// The demo authentication pages: one document (served at /pages/authentication and every path below
// it) for all thirteen variants. Public: a signed-in visitor sees them too, and stays signed in.
import { startStandalonePage } from '../../standalone/startStandalonePage';
import { variantTranslations } from './variantTranslations';
import { AuthVariantsPage } from './AuthVariantsPage';
import { variantOf } from './authVariants';
import { loadVariant } from './loadVariant';

const variant = variantOf(window.location.pathname);
// The variant's code starts downloading now, while the page's strings are set up.
if (variant) void loadVariant[variant.family]();

void startStandalonePage(() => <AuthVariantsPage variant={variant} />, {
  translations: variantTranslations,
  startApi: 'onIntent',
});
