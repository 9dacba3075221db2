import { session } from './session';
import { ability } from '../ability/ability';

const admin = { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin' };

describe('session', () => {
  afterEach(() => session.logout());

  it('stores the user, token and rules on login and updates the ability', () => {
    session.login({
      userData: admin,
      accessToken: 'tok',
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
    });
    expect(session.isLoggedIn()).toBe(true);
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ email: 'admin@demo.com' });
    expect(ability.can('manage', 'all')).toBe(true);
  });

  it('clears everything on logout', () => {
    session.login({
      userData: admin,
      accessToken: 'tok',
      userAbilityRules: [{ action: 'manage', subject: 'all' }],
    });
    session.logout();
    expect(session.isLoggedIn()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(ability.can('manage', 'all')).toBe(false);
  });

  it('treats broken stored values as logged out', () => {
    localStorage.setItem('userData', '{not json');
    localStorage.setItem('accessToken', '"tok"');
    localStorage.setItem('userAbilityRules', '42');
    session.reload();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.get().userAbilityRules).toEqual([]);
  });
});
