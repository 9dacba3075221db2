import type { Vehicle } from '@atrium/contracts';
import { summarizeVehicles } from './summarizeVehicles';

const v = (id: number, warnings: Vehicle['warnings'], progress: number): Vehicle => ({
  id,
  location: 1000 + id,
  startCity: 'A',
  startCountry: 'X',
  endCity: 'B',
  endCountry: 'Y',
  startCoordinates: [0, 0],
  endCoordinates: [1, 1],
  warnings,
  progress,
});

describe('summarizeVehicles', () => {
  it('counts the fleet', () => {
    const s = summarizeVehicles([
      v(1, 'No Warnings', 100),
      v(2, 'Oil Leakage', 40),
      v(3, 'Oil Leakage', 10),
      v(4, 'No Warnings', 50),
    ]);
    expect(s).toMatchObject({ total: 4, onRoute: 3, arrived: 1, withWarnings: 2, averageProgress: 50 });
    expect(s.byWarning['Oil Leakage']).toBe(2);
    expect(s.byWarning['Fuel Problems']).toBe(0);
  });

  it('handles an empty fleet', () => {
    expect(summarizeVehicles([])).toMatchObject({ total: 0, averageProgress: 0, withWarnings: 0 });
  });
});
