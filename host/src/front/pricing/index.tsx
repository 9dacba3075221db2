// The pricing page: a document of its own (served at /front-pages/pricing); see ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { PricingPage } from './PricingPage';
import { pricingStrings } from './pricingStrings';
import { plansStrings } from '../plans/plansStrings';

void startFrontPage(
  () => <PricingPage />,
  { startApi: 'afterPaint', mockApi: 'content' },
  pricingStrings,
  plansStrings,
);
