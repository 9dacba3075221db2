import type { VehicleWarning } from '@atrium/contracts';
import type { ColorName } from '@atrium/ui';

/** The vehicle's display name from its tracking number ("VOL-342808"). */
export const vehicleName = (location: number) => `VOL-${location}`;

export const WARNING_COLORS: Record<VehicleWarning, ColorName> = {
  'No Warnings': 'success',
  'Ecu Not Responding': 'error',
  'Oil Leakage': 'warning',
  'Fuel Problems': 'info',
  'Temperature not optimal': 'secondary',
};

/** Translation key of a warning (under logistics.warnings). */
export const WARNING_KEYS: Record<VehicleWarning, string> = {
  'No Warnings': 'none',
  'Ecu Not Responding': 'ecu',
  'Oil Leakage': 'oil',
  'Fuel Problems': 'fuel',
  'Temperature not optimal': 'temperature',
};
