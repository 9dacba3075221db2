import { Chip, type ColorName } from '@atrium/ui';
import { useRoleLabel } from '../../users';

const COLORS: Record<string, ColorName> = {
  admin: 'primary',
  maintainer: 'warning',
  author: 'success',
  editor: 'info',
  subscriber: 'error',
};

/** A role a permission is assigned to, in its colour (a role an admin added: the neutral one). */
export function PermissionRoleChip({ role }: { role: string }) {
  const roleLabel = useRoleLabel();
  return (
    <Chip color={COLORS[role] ?? 'secondary'} size="sm">
      {roleLabel(role)}
    </Chip>
  );
}
