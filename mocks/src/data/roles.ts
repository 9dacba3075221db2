import type { AbilityRuleDto, Role } from '@atrium/contracts';

const grant = (subjects: string[], actions: string[]): AbilityRuleDto[] =>
  subjects.flatMap((subject) => actions.map((action) => ({ action, subject })));

/**
 * The roles: the two of the sign-in accounts (spec 002 §6: admin manages everything, client reads
 * AclDemo), built in and unchangeable, and the four other roles the sample users hold. Each role's
 * matrix is what it grants by itself; the permissions assigned to it add to it (data/permissions).
 */
export function buildRoles(): Role[] {
  return [
    { id: 1, name: 'admin', builtIn: true, rules: [{ action: 'manage', subject: 'all' }] },
    { id: 2, name: 'client', builtIn: true, rules: [{ action: 'read', subject: 'AclDemo' }] },
    {
      id: 3,
      name: 'author',
      builtIn: false,
      rules: [...grant(['AclDemo', 'Course', 'Faq'], ['read']), ...grant(['Chat'], ['read', 'create'])],
    },
    {
      id: 4,
      name: 'editor',
      builtIn: false,
      rules: [
        ...grant(['AclDemo', 'Faq'], ['read']),
        ...grant(['Product', 'Review', 'Course'], ['read', 'update']),
      ],
    },
    {
      id: 5,
      name: 'maintainer',
      builtIn: false,
      rules: [...grant(['AclDemo', 'Analytics'], ['read']), ...grant(['Vehicle'], ['read', 'update'])],
    },
    { id: 6, name: 'subscriber', builtIn: false, rules: grant(['AclDemo', 'Faq'], ['read']) },
  ];
}
