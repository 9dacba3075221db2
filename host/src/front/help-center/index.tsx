// The help center: a document of its own (served at /front-pages/help-center); see ../startFrontPage.tsx.
import { startFrontPage } from '../startFrontPage';
import { HelpCenterPage } from './HelpCenterPage';

void startFrontPage(() => <HelpCenterPage />, { mockApi: 'content' });
