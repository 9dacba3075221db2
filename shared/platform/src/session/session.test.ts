import { session } from './session';
import { ability } from '../ability/ability';

const admin = { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin' };
const TOKEN = 'a3f1c2d4e5b6a7980112233445566778';
const MANAGE_ALL = [{ action: 'manage', subject: 'all' }];

/** Stores raw values as another script or an old version might have left them, then reads them. */
function storeAndReload(values: { userData?: unknown; accessToken?: unknown; userAbilityRules?: unknown }) {
  const all = { userData: admin, accessToken: TOKEN, userAbilityRules: MANAGE_ALL, ...values };
  for (const [key, value] of Object.entries(all)) {
    if (value === undefined) localStorage.removeItem(key);
    else
      localStorage.setItem(
        key,
        typeof value === 'string' && key !== 'accessToken' ? value : JSON.stringify(value),
      );
  }
  session.reload();
}

describe('session', () => {
  afterEach(() => session.logout());

  it('stores the user, token and rules on login and updates the ability', () => {
    session.login({
      userData: admin,
      accessToken: TOKEN,
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
    });
    expect(session.isLoggedIn()).toBe(true);
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ email: 'admin@demo.com' });
    expect(ability.can('manage', 'all')).toBe(true);
  });

  it('clears everything on logout', () => {
    session.login({
      userData: admin,
      accessToken: TOKEN,
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
    });
    session.logout();
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(ability.can('manage', 'all')).toBe(false);
  });

  it('reads a well-formed stored session back, rules with conditions and inverted rules included', () => {
    storeAndReload({
      userAbilityRules: [
        { action: ['read', 'update'], subject: 'Invoice', conditions: { ownerId: 1 } },
        { action: 'delete', subject: 'Invoice', inverted: true, reason: 'No deleting' },
      ],
    });
    expect(session.isLoggedIn()).toBe(true);
    expect(ability.can('read', 'Invoice')).toBe(true);
    expect(ability.can('delete', 'Invoice')).toBe(false);
  });

  it('treats broken stored values as logged out', () => {
    localStorage.setItem('userData', '{not json');
    localStorage.setItem('accessToken', '"tok"');
    localStorage.setItem('userAbilityRules', '42');
    session.reload();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.get().userAbilityRules).toEqual([]);
  });

  it.each([
    ['a user without an id', { userData: { ...admin, id: undefined } }],
    ['a user whose id is text', { userData: { ...admin, id: '1' } }],
    ['a user without a name', { userData: { ...admin, fullName: undefined } }],
    ['a user with an empty name', { userData: { ...admin, fullName: '' } }],
    ['a user without an email', { userData: { ...admin, email: 42 } }],
    ['a user without a role', { userData: { ...admin, role: null } }],
    ['a user that is a list', { userData: [admin] }],
    ['a user whose avatar is not text', { userData: { ...admin, avatar: { src: 'x' } } }],
    ['no token', { accessToken: undefined }],
    ['an empty token', { accessToken: '""' }],
    ['a token with spaces', { accessToken: JSON.stringify(`${TOKEN} x`) }],
    ['a token that is a number', { accessToken: 1234567890123456 }],
    ['no rules', { userAbilityRules: undefined }],
    ['rules that are an object', { userAbilityRules: { action: 'manage', subject: 'all' } }],
    ['a rule whose subject is null', { userAbilityRules: [{ action: 'manage', subject: null }] }],
    ['a rule without a subject', { userAbilityRules: [{ action: 'manage' }] }],
    ['a rule whose action is a number', { userAbilityRules: [{ action: 1, subject: 'all' }] }],
    ['a rule with an empty action list', { userAbilityRules: [{ action: [], subject: 'all' }] }],
    [
      'a rule whose conditions are text',
      { userAbilityRules: [{ action: 'read', subject: 'all', conditions: 'x' }] },
    ],
    ['a rule inverted by text', { userAbilityRules: [{ action: 'read', subject: 'all', inverted: 'yes' }] }],
    ['a null rule', { userAbilityRules: [null] }],
  ])('reads %s as signed out, with no abilities', (_case, values) => {
    storeAndReload(values);
    expect(session.isLoggedIn()).toBe(false);
    expect(session.get()).toEqual({ userData: null, accessToken: null, userAbilityRules: [] });
    expect(ability.can('read', 'AclDemo')).toBe(false);
  });

  it('refuses to store a session that would not read back', () => {
    expect(() =>
      session.login({
        userData: admin,
        accessToken: TOKEN,
        userAbilityRules: [{ action: 'manage', subject: null as never }],
      }),
    ).toThrow(/no valid user, token or ability rules/);
    expect(session.isLoggedIn()).toBe(false);
  });
});
