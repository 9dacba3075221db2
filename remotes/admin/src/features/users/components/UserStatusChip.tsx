import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@atrium/contracts';
import { Chip, type ColorName } from '@atrium/ui';

const COLORS: Record<UserStatus, ColorName> = {
  active: 'success',
  pending: 'warning',
  inactive: 'secondary',
};

export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Chip color={COLORS[status]} size="sm">
      {t(`users.status.${status}`)}
    </Chip>
  );
}
