import { ForgotPasswordPage } from '../forgot-password/ForgotPasswordPage';

/** The forgot-password demo: the real form (it changes no session, so anyone may try it). */
export default function ForgotPasswordVariant() {
  return <ForgotPasswordPage />;
}
