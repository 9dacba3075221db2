/** The CASL subjects the admin area's screens and calls use: its contract declares them, its pages list them. */
export const ADMIN_SUBJECTS = [
  'User',
  'Role',
  'Permission',
  'AuditLog',
  // The area registry (the Platform console): only admins hold it, through managing everything.
  'Platform',
  'Calendar',
  'Vehicle',
  'Analytics',
  'Crm',
  'Datatable',
  'Faq',
  'AclDemo',
] as const;
