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

/** A place on the map: [longitude, latitude] in degrees (GeoJSON order). */
export type LngLat = [longitude: number, latitude: number];

export interface Vehicle {
  id: number;
  /** Tracking number of the vehicle's location. */
  location: number;
  startCity: string;
  startCountry: string;
  endCity: string;
  endCountry: string;
  /** Where the route starts and ends (the cities above), for the fleet map. */
  startCoordinates: LngLat;
  endCoordinates: LngLat;
  warnings: VehicleWarning;
  /** 0 to 100. */
  progress: number;
}

export type VehicleListQuery = Omit<ListQuery, 'q'>;

export interface VehicleListResponse {
  vehicles: Vehicle[];
  totalVehicles: number;
}
