import { areaForPath, parseRegistry, RegistryError } from './registry';

const base = 'http://localhost:3000/';
const doc = {
  version: 1,
  remotes: [
    {
      name: 'ecommerce',
      manifest: 'http://localhost:3001/mf-manifest.json',
      routes: ['/apps/ecommerce', '/dashboards/ecommerce'],
    },
    { name: 'admin', manifest: '/admin/mf-manifest.json', routes: ['/apps/user', '/apps/user-extra'] },
  ],
};

describe('parseRegistry', () => {
  it('accepts a valid document and resolves relative manifests', () => {
    const r = parseRegistry(doc, base);
    expect(r.remotes[1].manifest).toBe('http://localhost:3000/admin/mf-manifest.json');
  });

  it.each([
    [null, /not a JSON object/],
    [{ version: 2, remotes: [] }, /version 2/],
    [{ version: 1 }, /no "remotes"/],
    [{ version: 1, remotes: [{ name: 'Bad Name', manifest: 'x', routes: [] }] }, /valid name/],
    [{ version: 1, remotes: [{ name: 'a', manifest: 'javascript:alert(1)', routes: ['/a'] }] }, /http\(s\)/],
    [{ version: 1, remotes: [{ name: 'a', manifest: '/m.json', routes: ['a'] }] }, /route prefixes/],
  ])('rejects %j', (value, message) => {
    expect(() => parseRegistry(value, base)).toThrow(RegistryError);
    expect(() => parseRegistry(value, base)).toThrow(message);
  });
});

describe('areaForPath', () => {
  const r = parseRegistry(doc, base);
  it('matches whole segments, longest prefix first', () => {
    expect(areaForPath(r, '/apps/ecommerce/product/list')?.name).toBe('ecommerce');
    expect(areaForPath(r, '/dashboards/ecommerce')?.name).toBe('ecommerce');
    expect(areaForPath(r, '/apps/ecommerce-fake')).toBeUndefined();
    expect(areaForPath(r, '/apps/user-extra/x')?.name).toBe('admin');
    expect(areaForPath(r, '/nowhere')).toBeUndefined();
  });
});
