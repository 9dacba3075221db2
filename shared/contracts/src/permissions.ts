import type { ListQuery } from './common';

export const PERMISSION_SORT_KEYS = ['name'] as const;

export interface Permission {
  id: number;
  name: string;
  /** Role names, e.g. administrator, manager. */
  assignedTo: string[];
  /** Text such as "14 Apr 2021, 8:43 PM". */
  createdDate: string;
}

/** q matches the name or an assigned role. */
export type PermissionListQuery = ListQuery;

export interface PermissionListResponse {
  permissions: Permission[];
  totalPermissions: number;
}
