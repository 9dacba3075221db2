// The /forgot-password page: a document of its own; see ../startAuthPage.tsx.
import { startAuthPage } from '../startAuthPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';

void startAuthPage(() => <ForgotPasswordPage />);
