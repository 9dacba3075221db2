import { getDomain } from './registrableDomain';

// The answers are those of tldts with the whole public suffix list (checked against it when written).
describe('getDomain (tldts, for the browser builds)', () => {
  it.each([
    ['localhost', null],
    ['127.0.0.1', null],
    ['::1', null],
    ['[::1]', null],
    ['atrium.example.com', 'example.com'],
    ['www.atrium.dev', 'atrium.dev'],
    ['example.com.', 'example.com'],
  ])('answers for %s: %s', (host, domain) => {
    expect(getDomain(host)).toBe(domain);
  });

  it('has no domain for an empty or malformed host', () => {
    expect(getDomain('')).toBeNull();
    expect(getDomain('.example')).toBeNull();
  });
});
