import type { ListQuery } from './common';

export const PROJECT_SORT_KEYS = ['project', 'leader', 'progress'] as const;

export interface AnalyticsProject {
  logo: string;
  /** The project's name. */
  name: string;
  /** Its kind, e.g. "React Project". */
  project: string;
  leader: string;
  /** 0 to 100. */
  progress: number;
  /** Text "hh:mm". */
  hours: string;
  /** Avatar image URLs. */
  team: string[];
  extraMembers: number;
}

/** q matches name, project kind or leader. */
export type AnalyticsProjectListQuery = ListQuery;

export interface AnalyticsProjectListResponse {
  projects: AnalyticsProject[];
  totalPages: number;
  totalProjects: number;
  page: number;
}
