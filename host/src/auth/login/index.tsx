// The login page: a document of its own (served at /login); see ../startAuthPage.tsx.
import { startAuthPage } from '../startAuthPage';
import { authDocumentOptions } from '../authDocumentOptions';
import { leaveAfterSignIn } from '../leaveAfterSignIn';
import { LoginPage } from './LoginPage';
import { readLoginLocation } from './loginLocation';

const onSignedIn = (to: string) => void leaveAfterSignIn(to, authDocumentOptions);

void startAuthPage(() => (
  <LoginPage {...readLoginLocation(window.location.search)} onSignedIn={onSignedIn} />
));
