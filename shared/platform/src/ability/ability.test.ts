/** @jest-environment node */
import { createMongoAbility } from '@casl/ability';
import { canAccess } from './ability';
import type { AppAbility } from './abilityTypes';

describe('canAccess', () => {
  const admin = createMongoAbility<AppAbility>([{ action: 'manage', subject: 'all' }]);
  const client = createMongoAbility<AppAbility>([{ action: 'read', subject: 'AclDemo' }]);

  it('lets an admin through anything', () => {
    expect(canAccess({}, admin)).toBe(true);
    expect(canAccess({ action: 'read', subject: 'AclDemo' }, admin)).toBe(true);
  });

  it('treats a target without ability as manage-all only', () => {
    expect(canAccess({}, client)).toBe(false);
  });

  it('lets a client read AclDemo and nothing else', () => {
    expect(canAccess({ action: 'read', subject: 'AclDemo' }, client)).toBe(true);
    expect(canAccess({ action: 'manage', subject: 'all' }, client)).toBe(false);
    expect(canAccess({ action: 'read', subject: 'Invoice' }, client)).toBe(false);
  });
});
