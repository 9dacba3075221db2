import { db, resetMockDb } from '../db';
import { effectiveRules, roleByName } from './effectiveRules';

beforeEach(() => resetMockDb());

test('the admin manages everything and the client reads AclDemo (spec 002 §6)', () => {
  expect(effectiveRules('admin')).toEqual([{ action: 'manage', subject: 'all' }]);
  expect(effectiveRules('client')).toEqual([{ action: 'read', subject: 'AclDemo' }]);
});

test("a role's rules are its matrix plus its permissions' abilities, each once", () => {
  db.roles.push({ id: 99, name: 'Support', builtIn: false, rules: [{ action: 'read', subject: 'Invoice' }] });
  expect(effectiveRules('support')).toEqual([{ action: 'read', subject: 'Invoice' }]);

  db.permissions.push({
    id: 99,
    name: 'Billing',
    assignedTo: ['SUPPORT'],
    createdDate: '',
    abilities: [
      { action: 'read', subject: 'Invoice' },
      { action: 'update', subject: 'Invoice' },
    ],
  });
  expect(effectiveRules('Support')).toEqual([
    { action: 'read', subject: 'Invoice' },
    { action: 'update', subject: 'Invoice' },
  ]);
});

test('the seeded roles get the permissions the spec assigns to them', () => {
  // "Only View" is the restricted user's, read here as the subscriber.
  expect(effectiveRules('subscriber')).toEqual(
    expect.arrayContaining([
      { action: 'read', subject: 'Product' },
      { action: 'read', subject: 'Invoice' },
    ]),
  );
  expect(effectiveRules('subscriber')).not.toContainEqual({ action: 'delete', subject: 'Invoice' });
});

test('an unknown role may do nothing', () => {
  expect(effectiveRules('nobody')).toEqual([]);
  expect(roleByName('nobody')).toBeUndefined();
  expect(roleByName(' Editor ')?.name).toBe('editor');
});
