import type { AnalyticsProject } from '@atrium/contracts';

/** "hh:mm" to minutes (0 when it is not that shape). */
export function hoursToMinutes(text: string): number {
  const m = /^(\d+):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
}

export interface ProjectSummary {
  total: number;
  averageProgress: number;
  /** Whole hours logged across projects. */
  hours: number;
  members: number;
  done: number;
}

export function summarizeProjects(projects: readonly AnalyticsProject[]): ProjectSummary {
  const minutes = projects.reduce((sum, p) => sum + hoursToMinutes(p.hours), 0);
  return {
    total: projects.length,
    averageProgress: projects.length
      ? Math.round(projects.reduce((s, p) => s + p.progress, 0) / projects.length)
      : 0,
    hours: Math.floor(minutes / 60),
    members: projects.reduce((s, p) => s + p.team.length + p.extraMembers, 0),
    done: projects.filter((p) => p.progress >= 100).length,
  };
}
