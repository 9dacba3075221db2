// The /new-password page: a document of its own; see ../startAuthPage.tsx.
import { startAuthPage } from '../startAuthPage';
import { NewPasswordPage } from './NewPasswordPage';

void startAuthPage(() => <NewPasswordPage />);
