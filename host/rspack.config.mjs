import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { createAppConfig, createStandalonePageConfig } = require('@atrium/build');
const dir = path.dirname(fileURLToPath(import.meta.url));

// The shell (federated, loads the areas) and the login page (a document of its own, without the
// federation runtime: the first page people load). They hand over through the stored session.
const app = createAppConfig({
  name: 'host',
  dir,
  runtimePlugins: [path.resolve(dir, 'src/federation/resilienceRuntimePlugin.ts')],
  pages: ['login'],
});
const login = createStandalonePageConfig({ page: 'login', dir, entry: './src/login/index.tsx' });

// The pictures the mock API's sample data names (/images/..., generated, gitignored) are drawn into
// public/ before the host is built or served: the dev server serves public/, the build copies it.
const sampleImages = path.resolve(dir, '../scripts/sample-images.mjs');

export default (env, argv) => {
  execFileSync(process.execPath, [sampleImages, '--out', path.resolve(dir, 'public')], { stdio: 'inherit' });
  return [app(env, argv), login(env, argv)];
};
