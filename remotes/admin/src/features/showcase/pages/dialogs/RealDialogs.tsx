import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@atrium/contracts';
import { toast } from '@atrium/ui';
import { getUsers, loadEditUserDialog, userKeys } from '../../../users';
import { loadRoleDialog } from '../../../roles';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';

const FIRST_USER = { page: 1, itemsPerPage: 1 };

type EditUserDialogType = Awaited<ReturnType<typeof loadEditUserDialog>>['EditUserDialog'];
type RoleDialogType = Awaited<ReturnType<typeof loadRoleDialog>>['RoleDialog'];

/**
 * The users feature's own Edit dialog (its chunk fetched when asked for), on the first user of the
 * list: it saves through the API as it does on the user's page.
 */
export function useEditUserExample() {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const client = useQueryClient();
  const [shown, setShown] = useState<{ Dialog: EditUserDialogType; user: User } | null>(null);
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      const [{ EditUserDialog }, list] = await Promise.all([
        loadEditUserDialog(),
        client.fetchQuery({
          queryKey: userKeys.list(FIRST_USER),
          queryFn: ({ signal }) => getUsers(FIRST_USER, signal),
        }),
      ]);
      if (list.users[0]) setShown({ Dialog: EditUserDialog, user: list.users[0] });
      else toast.error(t('dialogs.editUser.none'));
    } catch {
      toast.error(t('dialogs.editUser.failed'));
    } finally {
      setLoading(false);
    }
  };
  return {
    open: () => void open(),
    loading,
    dialog: shown && <shown.Dialog open onOpenChange={(next) => !next && setShown(null)} user={shown.user} />,
  };
}

/**
 * The roles feature's own dialog (its chunk fetched when asked for), adding a role: it saves through
 * the API as on the roles page.
 */
export function useAddRoleExample() {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const [Dialog, setDialog] = useState<RoleDialogType | null>(null);
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      const { RoleDialog } = await loadRoleDialog();
      setDialog(() => RoleDialog);
    } catch {
      toast.error(t('dialogs.addRole.failed'));
    } finally {
      setLoading(false);
    }
  };
  return {
    open: () => void open(),
    loading,
    // Mounted only while open: the dialog reads the area's roles and subjects as it opens.
    dialog: Dialog && (
      <Dialog
        mode={{ kind: 'add' }}
        onClose={() => setDialog(null)}
        // Copying is for an existing role, which this example never shows.
        onCopy={() => setDialog(null)}
      />
    ),
  };
}
