import type { ListQuery } from './common';

export const VEHICLE_WARNINGS = [
  'No Warnings',
  'Ecu Not Responding',
  'Oil Leakage',
  'Fuel Problems',
  'Temperature not optimal',
] as const;
export type VehicleWarning = (typeof VEHICLE_WARNINGS)[number];
export const VEHICLE_SORT_KEYS = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const;

export interface Vehicle {
  id: number;
  /** Tracking number of the vehicle's location. */
  location: number;
  startCity: string;
  startCountry: string;
  endCity: string;
  endCountry: string;
  warnings: VehicleWarning;
  /** 0 to 100. */
  progress: number;
}

export type VehicleListQuery = Omit<ListQuery, 'q'>;

export interface VehicleListResponse {
  vehicles: Vehicle[];
  totalVehicles: number;
}
