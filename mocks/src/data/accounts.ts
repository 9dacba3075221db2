import type { AbilityRuleDto, UserData } from '@atrium/contracts';
import { avatarUrl } from './people';

export interface LoginAccount extends UserData {
  password: string;
  abilityRules: AbilityRuleDto[];
}

/** The two sample accounts. */
export function buildAccounts(): LoginAccount[] {
  return [
    {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      password: 'admin',
      avatar: avatarUrl('John Doe'),
      email: 'admin@demo.com',
      role: 'admin',
      abilityRules: [{ action: 'manage', subject: 'all' }],
    },
    {
      id: 2,
      fullName: 'Jane Doe',
      username: 'janedoe',
      password: 'client',
      avatar: avatarUrl('Jane Doe'),
      email: 'client@demo.com',
      role: 'client',
      abilityRules: [{ action: 'read', subject: 'AclDemo' }],
    },
  ];
}
