/** @jest-environment node */
import { sessionsPerDay } from './sessionsPerDay';

describe('sessionsPerDay', () => {
  it('divides each bucket by its own days, so a short last week is no drop', () => {
    expect(
      sessionsPerDay([
        { from: '2025-05-24', to: '2025-05-30', sessions: 70 },
        { from: '2025-05-31', to: '2025-05-31', sessions: 9 },
        { from: '2025-06-01', to: '2025-06-01', sessions: 0 },
      ]),
    ).toEqual([10, 9, 0]);
  });
});
