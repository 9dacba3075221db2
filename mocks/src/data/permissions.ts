import type { AbilityRuleDto, Permission } from '@atrium/contracts';

const grant = (subjects: string[], actions: string[]): AbilityRuleDto[] =>
  subjects.flatMap((subject) => actions.map((action) => ({ action, subject })));

/**
 * The spec names the permissions' roles after the template's role cards (administrator, manager,
 * users, support, restricted-user), which are not the roles its users hold. Roles are one list
 * here, so each of those names is read as the users' role closest to it.
 */
const ROLE_OF: Record<string, string> = {
  administrator: 'admin',
  manager: 'maintainer',
  users: 'author',
  support: 'editor',
  'restricted-user': 'subscriber',
};

// Each permission (spec 002 §6), the roles it is assigned to, when it was made, and what it grants.
const PERMISSIONS: [string, string[], string, AbilityRuleDto[]][] = [
  [
    'Management',
    ['administrator'],
    '14 Apr 2021, 8:43 PM',
    grant(['Analytics', 'Vehicle', 'User'], ['read']),
  ],
  [
    'Manage Billing & Roles',
    ['administrator'],
    '16 Sep 2021, 5:20 PM',
    [...grant(['Role'], ['read', 'create', 'update', 'delete']), ...grant(['Invoice'], ['read', 'update'])],
  ],
  [
    'Add & Remove Users',
    ['administrator', 'manager'],
    '14 Oct 2021, 10:20 AM',
    grant(['User'], ['read', 'create', 'delete']),
  ],
  [
    'Project Planning',
    ['administrator', 'users', 'support'],
    '14 Oct 2021, 10:20 AM',
    [...grant(['Calendar'], ['read', 'create', 'update']), ...grant(['Analytics'], ['read'])],
  ],
  [
    'Manage Email Sequences',
    ['administrator', 'users', 'support'],
    '23 Aug 2021, 2:00 PM',
    grant(['Email'], ['read', 'create', 'update']),
  ],
  [
    'Client Communication',
    ['administrator', 'manager'],
    '15 Apr 2021, 11:30 AM',
    [...grant(['Chat'], ['read', 'create']), ...grant(['Customer'], ['read'])],
  ],
  [
    'Only View',
    ['administrator', 'restricted-user'],
    '04 Dec 2021, 8:15 PM',
    grant(['Product', 'Order', 'Customer', 'Invoice'], ['read']),
  ],
  [
    'Financial Management',
    ['administrator', 'manager'],
    '25 Feb 2021, 10:30 AM',
    [...grant(['Invoice'], ['read', 'update']), ...grant(['Order'], ['read'])],
  ],
  [
    "Manage Others' Tasks",
    ['administrator', 'support'],
    '04 Nov 2021, 11:45 AM',
    grant(['Calendar'], ['read', 'update']),
  ],
];

/** The 9 permissions. */
export function buildPermissions(): Permission[] {
  return PERMISSIONS.map(([name, assignedTo, createdDate, abilities], i) => ({
    id: i + 1,
    name,
    assignedTo: assignedTo.map((role) => ROLE_OF[role]),
    createdDate,
    abilities: abilities.map((rule) => ({ ...rule })),
  }));
}
