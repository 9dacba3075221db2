import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { Alert, Button, Dialog, DialogActions, toast } from '@atrium/ui';
import { useDeleteRole } from '../api/deleteRole';
import { useRoleLabel } from '../../users';

/** Why the deletion failed: the users still holding the role, the API's own message, or no answer. */
function refusal(error: unknown, messages: { held: (count: number) => string; failed: string }): string {
  if (!(error instanceof ApiError)) return messages.failed;
  const held = (error.body as { totalUsers?: unknown } | null)?.totalUsers;
  return error.status === 409 && typeof held === 'number' ? messages.held(held) : error.message;
}

/**
 * Asks before deleting a role. The API refuses while users hold it (they would be left with no
 * rules); the dialog then says so and stays open.
 */
export function DeleteRoleDialog({ role, onClose }: { role: RoleSummary | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const remove = useDeleteRole();
  const [error, setError] = useState<string | null>(null);
  const name = role ? roleLabel(role.name) : '';

  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  const confirm = async () => {
    if (!role) return;
    setError(null);
    try {
      await remove.mutateAsync(role.id);
      toast.success(t('roles.delete.deleted', { role: name }));
      close();
    } catch (e) {
      setError(
        refusal(e, {
          held: (count) => t('roles.delete.held', { count }),
          failed: t('roles.delete.failed'),
        }),
      );
    }
  };

  return (
    <Dialog
      open={role !== null}
      onOpenChange={(open) => !open && !remove.isPending && close()}
      title={t('roles.delete.title', { role: name })}
      description={t('roles.delete.text')}
      size="sm"
      hideClose
    >
      {error && <Alert severity="error">{error}</Alert>}
      <DialogActions>
        <Button variant="tonal" color="secondary" onClick={close} disabled={remove.isPending}>
          {t('roles.dialog.cancel')}
        </Button>
        <Button color="error" onClick={() => void confirm()} loading={remove.isPending}>
          {t('roles.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
