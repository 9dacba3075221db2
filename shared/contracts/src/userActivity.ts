// GET /api/apps/users/{id}/activity (addition): what the user view's Account and Security tabs show
// about a user's work and sign-ins: their projects, what the audit log recorded them doing, and their
// open sessions.

/** A project the user works on (the Account tab's projects table). */
export interface UserProject {
  id: number;
  name: string;
  /** What kind of project it is (the table shows its translated name). */
  kind: UserProjectKind;
  totalTasks: number;
  completedTasks: number;
  /** Completed share, 0 to 100. */
  progress: number;
  hours: number;
}

export const USER_PROJECT_KINDS = ['webApp', 'mobileApp', 'design', 'marketing', 'dashboard'] as const;
export type UserProjectKind = (typeof USER_PROJECT_KINDS)[number];

/**
 * What happened in an activity timeline entry (one entry of the audit log by the user). The screen
 * words each kind in the reader's language with the entry's `values`: `address` for a sign-in;
 * `subject` (an audit subject) and `label` (the record's name) for a change.
 */
export const USER_ACTIVITY_KINDS = ['signedIn', 'created', 'updated', 'deleted'] as const;
export type UserActivityKind = (typeof USER_ACTIVITY_KINDS)[number];

export interface UserActivityEntry {
  id: number;
  kind: UserActivityKind;
  /** ISO date-time. */
  at: string;
  values: Record<string, string | number>;
}

export const DEVICE_KINDS = ['windows', 'macos', 'iphone', 'android', 'linux', 'other'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** A session of the account: the browser it signed in from (the Security tab's recent devices). */
export interface RecentDevice {
  /** The session's id (never its token). */
  id: string;
  browser: string;
  kind: DeviceKind;
  device: string;
  /** The address it signed in from. */
  location: string;
  /** ISO date-time it signed in. */
  lastActivity: string;
  /** The session this answer was asked with (the user's own list only). */
  current?: boolean;
}

/** GET /api/account/sessions (addition): the signed-in account's sessions, newest first. */
export interface AccountSessionsResponse {
  sessions: RecentDevice[];
}

export interface UserActivity {
  projects: UserProject[];
  /** Newest first. */
  timeline: UserActivityEntry[];
  /** Newest first. */
  devices: RecentDevice[];
}
