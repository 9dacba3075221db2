/** @jest-environment node */
import { AUTH_VARIANT_NAMES, variantLinks, variantOf } from './authVariants';

test('thirteen variants: six families in v1 and v2, and the multi-step sign-up', () => {
  expect(AUTH_VARIANT_NAMES).toHaveLength(13);
  expect(AUTH_VARIANT_NAMES).toContain('two-steps-v2');
  expect(AUTH_VARIANT_NAMES).toContain('register-multi-steps');
});

test('reads the variant from the path, with or without a trailing slash', () => {
  expect(variantOf('/pages/authentication/login-v2')).toEqual({
    name: 'login-v2',
    family: 'login',
    layout: 'v2',
  });
  expect(variantOf('/pages/authentication/forgot-password-v1/')).toMatchObject({
    family: 'forgot-password',
    layout: 'v1',
  });
  expect(variantOf('/pages/authentication/register-multi-steps')).toMatchObject({
    family: 'register-multi-steps',
  });
});

test('an unknown name, or another path, is no variant', () => {
  for (const path of [
    '/pages/authentication/login-v3',
    '/pages/authentication/',
    '/pages/authentication',
    '/pages/authentication/login-v1/extra',
    '/login',
  ])
    expect(variantOf(path)).toBeUndefined();
});

test("a variant's links lead to its siblings of the same layout", () => {
  expect(variantLinks('v2')).toEqual({
    login: '/pages/authentication/login-v2',
    register: '/pages/authentication/register-v2',
    forgotPassword: '/pages/authentication/forgot-password-v2',
  });
});
