import { db, resetMockDb } from '../db';
import { checkRoleDataChange, isWithin, managesAll, rulesBeyond } from './grants';

const rule = (action: string, subject: string, extra: object = {}) => ({ action, subject, ...extra });

describe('grants', () => {
  beforeEach(() => resetMockDb());

  it('reads what a holder covers as CASL does: manage covers every action, all every subject', () => {
    expect(isWithin([rule('delete', 'User'), rule('manage', 'Invoice')], [rule('manage', 'all')])).toBe(true);
    expect(isWithin([rule('read', 'User'), rule('delete', 'User')], [rule('manage', 'User')])).toBe(true);
    expect(rulesBeyond([rule('manage', 'User')], [rule('read', 'User'), rule('update', 'User')])).toEqual([
      rule('manage', 'User'),
    ]);
    expect(rulesBeyond([rule('read', 'all')], [rule('read', 'User')])).toEqual([rule('read', 'all')]);
    expect(rulesBeyond([rule('manage', 'all')], [rule('manage', 'User')])).toEqual([rule('manage', 'all')]);
  });

  it('reads held rules strictly: a restriction counts, a conditional right covers no plain grant', () => {
    const held = [rule('manage', 'all'), rule('delete', 'User', { inverted: true })];
    expect(rulesBeyond([rule('delete', 'User'), rule('read', 'User')], held)).toEqual([
      rule('delete', 'User'),
    ]);
    expect(isWithin([rule('read', 'User')], [rule('read', 'User', { conditions: { id: 1 } })])).toBe(false);
    // A restriction granted only takes away.
    expect(isWithin([rule('read', 'User', { inverted: true })], [])).toBe(true);
    expect(managesAll(held)).toBe(true);
    expect(managesAll([rule('manage', 'User')])).toBe(false);
  });

  it('refuses a change to roles that would leave no active user who manages everything (409)', async () => {
    const admin = db.users.find((u) => u.id === 51)!;
    const roles = db.roles.map((r) => (r.name === 'admin' ? { ...r, rules: [rule('read', 'User')] } : r));
    const checked = checkRoleDataChange(admin, { roles, permissions: db.permissions });
    expect('error' in checked && checked.error.status).toBe(409);
    if ('error' in checked)
      expect(await checked.error.json()).toEqual({
        message: 'This change would leave no active user who can manage everything',
      });
  });

  it('answers the users who lose an ability with a change, and who holds more', () => {
    const admin = db.users.find((u) => u.id === 51)!;
    const roles = db.roles.map((r) => (r.name === 'author' ? { ...r, rules: [] } : r));
    const checked = checkRoleDataChange(admin, { roles, permissions: db.permissions });
    const authors = db.users.filter((u) => u.role === 'author').map((u) => u.id);
    expect(checked).toEqual({ losers: authors });
    const client = db.users.find((u) => u.id === 52)!;
    expect('error' in checkRoleDataChange(client, { roles, permissions: db.permissions })).toBe(true);
  });
});
