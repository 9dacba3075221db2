import { useTranslation } from 'react-i18next';
import type { User } from '@atrium/contracts';
import { Drawer } from '@atrium/ui';
import { UserForm } from './UserForm';

/**
 * The list's drawer: adds a user, or edits the user given (prefilled). A fresh form each time it
 * opens, so nothing typed before is left in it.
 */
export function UserFormDrawer({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user?: User;
}) {
  const { t } = useTranslation('admin');
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={user ? t('users.editTitle', { name: user.fullName }) : t('users.addTitle')}
      size="lg"
    >
      {open && (
        <UserForm
          key={user?.id ?? 'new'}
          user={user}
          onSaved={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Drawer>
  );
}
