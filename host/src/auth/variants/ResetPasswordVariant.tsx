import { NewPasswordPage } from '../new-password/NewPasswordPage';

/**
 * The reset-password demo: the real new-password form, which reads the reset link's token from this
 * address (`?email=…&token=…`); without one it says the link does not work and offers a new one.
 */
export default function ResetPasswordVariant() {
  return <NewPasswordPage />;
}
