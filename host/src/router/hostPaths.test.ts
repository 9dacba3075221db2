/** @jest-environment node */
import { matchPath } from 'react-router-dom';
import { createMongoAbility } from '@casl/ability';
import type { AppAbility } from '@atrium/platform';
import { FRONT_PAGE_PATHS, HOST_PATH, UNAUTHENTICATED_ONLY_PATHS } from './hostPaths';
import { decideAccess } from './guard';
import { signInTarget } from './redirectTarget';
import { AUTH_VARIANT_NAMES } from '../auth/variants/authVariants';

const variantPaths = AUTH_VARIANT_NAMES.map((name) => `/pages/authentication/${name}`);

describe('the authentication demos (/pages/authentication/*)', () => {
  it('are public pages of the app, not pages for visitors only', () => {
    expect(FRONT_PAGE_PATHS).toContain(HOST_PATH.authVariants);
    for (const path of variantPaths) {
      expect(FRONT_PAGE_PATHS.some((pattern) => matchPath(pattern, path))).toBe(true);
      expect(UNAUTHENTICATED_ONLY_PATHS.some((pattern) => matchPath(pattern, path))).toBe(false);
    }
  });

  it('let a signed-in user in (as demos, without signing them out)', () => {
    const ability = createMongoAbility<AppAbility>([{ action: 'manage', subject: 'all' }]);
    for (const path of variantPaths)
      expect(decideAccess({ public: true }, { loggedIn: true, ability, path })).toEqual({ type: 'allow' });
  });

  it('are places the login page may send someone back to', () => {
    expect(signInTarget('/pages/authentication/two-steps-v1', null)).toBe(
      '/pages/authentication/two-steps-v1',
    );
    // The real sign-in pages are not: someone signed in has no business there.
    expect(signInTarget('/register', null)).toBe('/');
  });
});
