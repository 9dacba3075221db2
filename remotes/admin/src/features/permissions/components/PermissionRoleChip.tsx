import { useTranslation } from 'react-i18next';
import { Chip, type ColorName } from '@atrium/ui';

const COLORS: Record<string, ColorName> = {
  administrator: 'primary',
  manager: 'warning',
  users: 'success',
  support: 'info',
  'restricted-user': 'error',
};

/** A role a permission is assigned to, in its colour; an unknown role is shown as it comes. */
export function PermissionRoleChip({ role }: { role: string }) {
  const { t } = useTranslation('admin');
  return (
    <Chip color={COLORS[role] ?? 'secondary'} size="sm">
      {t(`permissions.role.${role}`, { defaultValue: role })}
    </Chip>
  );
}
