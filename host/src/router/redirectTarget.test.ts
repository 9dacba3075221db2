/** @jest-environment node */
import { parseRegistry } from '../federation/registry';
import { isAppPath, safeRedirectTarget, signInTarget } from './redirectTarget';

const registry = parseRegistry(
  {
    version: 1,
    remotes: [
      { name: 'ecommerce', manifest: 'http://localhost:3001/mf-manifest.json', routes: ['/apps/ecommerce'] },
      { name: 'admin', manifest: 'http://localhost:3006/mf-manifest.json', routes: ['/apps/user'] },
    ],
  },
  'http://localhost:3000/',
);

// Every value here, once the browser resolves it against the page, must stay on this origin.
const HOSTILE = [
  'https://evil.example/x',
  'HTTPS://evil.example',
  'hTtP://evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '  //evil.example',
  '\t//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/../evil.example/..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e//evil.example',
  '/a/%2e%2e/%2e%2e//evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%252f%252fevil.example',
  '/%25%32%66/evil.example',
  '/\u3000/evil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'evil.example',
  '@evil.example',
  '/@evil.example/..//evil.example',
  'https:evil.example',
  'https:/evil.example',
  '/\u0000//evil.example',
];

describe('safeRedirectTarget', () => {
  it.each(HOSTILE)('keeps %j on this site', (input) => {
    const target = safeRedirectTarget(input);
    const landed = new URL(target, 'http://localhost:3000/login');
    expect(landed.origin).toBe('http://localhost:3000');
    expect(target.startsWith('/')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(target).not.toContain('\\');
  });

  it('refuses every hostile value outright (the root) rather than repairing it', () => {
    const honoured = HOSTILE.filter((value) => safeRedirectTarget(value) !== '/');
    // Dot segments that stay inside the site resolve to a harmless path; nothing else is honoured.
    expect(honoured).toEqual([]);
  });

  it.each([
    ['/apps/ecommerce/product/list?q=1', '/apps/ecommerce/product/list?q=1'],
    ['/apps/invoice/preview/4987#items', '/apps/invoice/preview/4987#items'],
    ['/apps/ecommerce/../user/list', '/apps/user/list'],
    ['/apps/ecommerce/%2e%2e/product/list', '/apps/product/list'],
    ['/apps/email/label/important', '/apps/email/label/important'],
    ['/apps/x?to=//evil.example', '/apps/x?to=//evil.example'],
  ])('honours %s as %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([[''], [null], [undefined], [42], ['/'.padEnd(3000, 'a')]])(
    'falls back to the root for %j',
    (v) => {
      expect(safeRedirectTarget(v)).toBe('/');
    },
  );
});

describe('signInTarget', () => {
  it('lands on a path an area or the host answers', () => {
    expect(signInTarget('/apps/ecommerce/product/list', registry)).toBe('/apps/ecommerce/product/list');
    expect(signInTarget('/apps/user/view/3?tab=security', registry)).toBe('/apps/user/view/3?tab=security');
    expect(signInTarget('/pages/misc/not-found/anything', registry)).toBe('/pages/misc/not-found/anything');
  });

  it('goes to the root for paths no screen answers, and for signed-out-only pages', () => {
    expect(signInTarget('/remotes.json', registry)).toBe('/');
    expect(signInTarget('/mockServiceWorker.js', registry)).toBe('/');
    expect(signInTarget('/apps/ecommerceX', registry)).toBe('/');
    expect(signInTarget('/login?to=/apps/user/list', registry)).toBe('/');
    expect(signInTarget('/register', registry)).toBe('/');
  });

  it('without a registry only the host knows its paths', () => {
    expect(signInTarget('/apps/ecommerce/product/list', null)).toBe('/');
    expect(signInTarget('/not-authorized', null)).toBe('/not-authorized');
  });

  it('never honours a hostile value, with or without a registry', () => {
    for (const value of HOSTILE) {
      expect(signInTarget(value, registry)).toBe('/');
    }
  });
});

describe('isAppPath', () => {
  it('matches host patterns and area prefixes', () => {
    expect(isAppPath('/', null)).toBe(true);
    expect(isAppPath('/pages/misc/coming-soon', null)).toBe(true);
    expect(isAppPath('/apps/user', registry)).toBe(true);
    expect(isAppPath('/apps/users', registry)).toBe(false);
  });
});
