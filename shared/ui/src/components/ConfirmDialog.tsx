import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shows the confirm button in the error colour (deleting, discarding). */
  destructive?: boolean;
  /** May be async: the button shows progress until it settles; the caller closes the dialog (a rejection keeps it open). */
  onConfirm: () => void | Promise<void>;
}

/** Asks before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports the failure (a toast, a field error); the dialog stays open to retry.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      description={message}
      size="sm"
      hideClose
    >
      <DialogActions>
        <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {cancelLabel ?? t('cancel', 'Cancel')}
        </Button>
        <Button color={destructive ? 'error' : 'primary'} onClick={() => void confirm()} loading={busy}>
          {confirmLabel ?? t('confirm', 'Confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
