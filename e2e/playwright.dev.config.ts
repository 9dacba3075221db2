import { devServerConfig } from './support/devServerConfig';

/** A smoke test of `npm start`: the API server, and the host and the six remotes on their development servers. */
export default devServerConfig({
  testDir: './dev',
  command: 'node ../scripts/dev.mjs',
  readyUrl: 'http://localhost:3000/remotes.json',
  timeout: 180_000,
});
