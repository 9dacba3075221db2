/** @jest-environment node */
import { parseRegistry } from '../federation/registry';
import { leaveAfterSignIn } from './leaveAfterSignIn';

const registry = parseRegistry(
  {
    version: 1,
    remotes: [
      { name: 'invoice', manifest: 'http://localhost:3002/mf-manifest.json', routes: ['/apps/invoice'] },
    ],
  },
  'http://localhost:3000/',
);

describe('leaveAfterSignIn', () => {
  it('goes to a target an area answers', async () => {
    const load = jest.fn();
    await leaveAfterSignIn('/apps/invoice/list', { load, registry: async () => registry });
    expect(load).toHaveBeenCalledWith('/apps/invoice/list');
  });

  it('goes to the root for a target that would leave the site', async () => {
    const load = jest.fn();
    await leaveAfterSignIn('/.//example.org', { load, registry: async () => registry });
    expect(load).toHaveBeenCalledWith('/');
  });

  it('goes to the root when the registry cannot be read', async () => {
    const load = jest.fn();
    await leaveAfterSignIn('/apps/invoice/list', {
      load,
      registry: () => Promise.reject(new Error('offline')),
    });
    expect(load).toHaveBeenCalledWith('/');
  });
});
