// The landing page: a document of its own (served at /front-pages/landing-page); see ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { LandingPage } from './LandingPage';

void startFrontPage(() => <LandingPage />);
