/** @jest-environment node */
import { readLoginLocation } from './loginLocation';

test('goes back to the path it was sent from', () => {
  expect(readLoginLocation('?to=%2Fapps%2Fecommerce%2Fproduct%2Flist%3Fq%3Diphone').redirectTo).toBe(
    '/apps/ecommerce/product/list?q=iphone',
  );
});

test('never leaves the site: other origins and tricks go to the root', () => {
  for (const to of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    expect(readLoginLocation(`?to=${encodeURIComponent(to)}`).redirectTo).toBe('/');
  }
  expect(readLoginLocation('').redirectTo).toBe('/');
});

test('shows only the notices it knows', () => {
  expect(readLoginLocation('?notice=passwordChanged').notice).toBe('auth.passwordChanged');
  expect(readLoginLocation('?notice=login.title').notice).toBeUndefined();
  expect(readLoginLocation('?notice=__proto__').notice).toBeUndefined();
});

test('reads the token of a sign-up confirmation link', () => {
  expect(readLoginLocation('?verify=abc123').verifyToken).toBe('abc123');
  expect(readLoginLocation('?verify=').verifyToken).toBeUndefined();
  expect(readLoginLocation('').verifyToken).toBeUndefined();
});
