import type { Permission } from '@atrium/contracts';

// Each permission and the roles it is assigned to.
const PERMISSIONS: [string, string[], string][] = [
  ['Management', ['administrator'], '14 Apr 2021, 8:43 PM'],
  ['Manage Billing & Roles', ['administrator'], '16 Sep 2021, 5:20 PM'],
  ['Add & Remove Users', ['administrator', 'manager'], '14 Oct 2021, 10:20 AM'],
  ['Project Planning', ['administrator', 'users', 'support'], '14 Oct 2021, 10:20 AM'],
  ['Manage Email Sequences', ['administrator', 'users', 'support'], '23 Aug 2021, 2:00 PM'],
  ['Client Communication', ['administrator', 'manager'], '15 Apr 2021, 11:30 AM'],
  ['Only View', ['administrator', 'restricted-user'], '04 Dec 2021, 8:15 PM'],
  ['Financial Management', ['administrator', 'manager'], '25 Feb 2021, 10:30 AM'],
  ["Manage Others' Tasks", ['administrator', 'support'], '04 Nov 2021, 11:45 AM'],
];

/** The 9 permissions. */
export function buildPermissions(): Permission[] {
  return PERMISSIONS.map(([name, assignedTo, createdDate], i) => ({
    id: i + 1,
    name,
    assignedTo: [...assignedTo],
    createdDate,
  }));
}
