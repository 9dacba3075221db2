import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@atrium/contracts';
import { toast } from '@atrium/ui';
import { EditUserDialog, getUsers, userKeys } from '../../../users';
import { RoleDialog } from '../../../roles';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';

const FIRST_USER = { page: 1, itemsPerPage: 1 };

/**
 * The users feature's own Edit dialog, on the first user of the list (fetched when asked for): it
 * saves through the API as it does on the user's page.
 */
export function useEditUserExample() {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const client = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      const list = await client.fetchQuery({
        queryKey: userKeys.list(FIRST_USER),
        queryFn: ({ signal }) => getUsers(FIRST_USER, signal),
      });
      if (list.users[0]) setUser(list.users[0]);
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
    dialog: user && (
      <EditUserDialog open={user !== null} onOpenChange={(next) => !next && setUser(null)} user={user} />
    ),
  };
}

/** The roles feature's own dialog, adding a role: it saves through the API as on the roles page. */
export function useAddRoleExample() {
  const [open, setOpen] = useState(false);
  return {
    open: () => setOpen(true),
    loading: false,
    // Mounted only while asked for: the dialog reads the area's roles and subjects as it opens.
    dialog: open && (
      <RoleDialog
        mode={{ kind: 'add' }}
        onClose={() => setOpen(false)}
        // Copying is for an existing role, which this example never shows.
        onCopy={() => setOpen(false)}
      />
    ),
  };
}
