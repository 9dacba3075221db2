import { HelperText } from '../components/TextField';

/** A control's error under it (switches, checkboxes): announced, and named by the control's aria-describedby. */
export function FieldErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <HelperText id={id} $error role="alert">
      {message}
    </HelperText>
  );
}
