import { useTranslation } from 'react-i18next';
import type { User } from '@atrium/contracts';
import { Dialog } from '@atrium/ui';
import { UserForm } from './UserForm';

/** The user view's Edit: the same form as the list's, prefilled, in a dialog; saved with a PUT. */
export function EditUserDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('users.editTitle', { name: user.fullName })}
      description={t('users.editText')}
      size="lg"
    >
      {open && (
        <UserForm user={user} onSaved={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}
