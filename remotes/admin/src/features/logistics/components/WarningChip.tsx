import { useTranslation } from 'react-i18next';
import type { VehicleWarning } from '@atrium/contracts';
import { Chip } from '@atrium/ui';
import { WARNING_COLORS, WARNING_KEYS } from './vehicleFormat';

export function WarningChip({ warning }: { warning: VehicleWarning }) {
  const { t } = useTranslation('admin');
  return (
    <Chip color={WARNING_COLORS[warning] ?? 'secondary'} size="sm">
      {t(`logistics.warnings.${WARNING_KEYS[warning] ?? 'none'}`, { defaultValue: warning })}
    </Chip>
  );
}
