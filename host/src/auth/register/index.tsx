// The /register page: a document of its own; see ../startAuthPage.tsx.
import { startAuthPage } from '../startAuthPage';
import { RegisterPage } from './RegisterPage';

void startAuthPage(() => <RegisterPage />);
