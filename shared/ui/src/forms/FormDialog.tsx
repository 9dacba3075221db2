import type { FormEvent, ReactNode } from 'react';
import { Button } from '../components/Button';
import { Dialog, DialogActions } from '../components/Dialog';
import { FormErrorAlert } from './FormErrorAlert';
import type { FormLevelError } from './formTypes';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The form's submit (react-hook-form's handleSubmit of the save). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Why the last save failed when no field can carry it (the form's `errors.root.server`). */
  error?: FormLevelError | null;
  submitLabel: string;
  cancelLabel: string;
  submitting?: boolean;
  /** More actions before Cancel (an "End canary" beside "Save"). */
  extraActions?: ReactNode;
  children: ReactNode;
}

/**
 * A form in a dialog, laid out one way everywhere: the form-level error above the fields, then the
 * fields, then Cancel and the submit button (busy while the save is on its way). Closing is the
 * caller's once its save succeeded; the dialog never says a save worked.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  error,
  submitLabel,
  cancelLabel,
  submitting = false,
  extraActions,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormErrorAlert error={error} style={{ marginBlockEnd: '1rem' }} />
        {children}
        <DialogActions>
          {extraActions}
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
