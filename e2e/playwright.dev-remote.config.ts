import { devServerConfig } from './support/devServerConfig';

/**
 * A smoke test of `npm run dev:remote -- chat`: the chat remote on its development server, the host
 * and the other remotes from their production builds (`npm run build` first).
 */
export default devServerConfig({
  testDir: './dev-remote',
  command: 'node ../scripts/dev-remote.mjs chat',
  readyUrl: 'http://localhost:3004/mf-manifest.json',
  timeout: 120_000,
});
