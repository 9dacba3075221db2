// The landing page: a document of its own (served at /front-pages/landing-page); see ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { LandingPage } from './LandingPage';
import { landingStrings } from './landingStrings';
import { plansStrings } from '../plans/plansStrings';

void startFrontPage(() => <LandingPage />, { startApi: 'whenIdle' }, landingStrings, plansStrings);
