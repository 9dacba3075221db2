// The pricing page: a document of its own (served at /front-pages/pricing); see ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { PricingPage } from './PricingPage';

void startFrontPage(() => <PricingPage />, 'afterPaint');
