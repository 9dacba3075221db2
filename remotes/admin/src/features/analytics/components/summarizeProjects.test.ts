/** @jest-environment node */
import type { AnalyticsProject } from '@atrium/contracts';
import { hoursToMinutes, summarizeProjects } from './summarizeProjects';

const p = (name: string, progress: number, hours: string, team: number, extra: number): AnalyticsProject => ({
  logo: '',
  name,
  project: 'React Project',
  leader: 'Eileen',
  progress,
  hours,
  team: Array.from({ length: team }, () => ''),
  extraMembers: extra,
});

describe('summarizeProjects', () => {
  it('parses hh:mm', () => {
    expect(hoursToMinutes('18:42')).toBe(1122);
    expect(hoursToMinutes('nope')).toBe(0);
  });

  it('sums the projects', () => {
    expect(summarizeProjects([p('A', 100, '10:30', 3, 2), p('B', 50, '01:45', 2, 0)])).toEqual({
      total: 2,
      averageProgress: 75,
      hours: 12,
      members: 7,
      done: 1,
    });
  });
});
