import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PUBLIC_FOLDERS, PUBLIC_PAGES } from './publicPages.mjs';

const require = createRequire(import.meta.url);
const { createAppConfig, createStandalonePagesConfig } = require('@atrium/build');
const dir = path.dirname(fileURLToPath(import.meta.url));

// The shell (federated, loads the areas) and the public pages (documents of their own, without
// the federation runtime: the first pages people load). They hand over through the stored session.
const app = createAppConfig({
  name: 'host',
  dir,
  runtimePlugins: [path.resolve(dir, 'src/federation/resilienceRuntimePlugin.ts')],
  standalone: PUBLIC_FOLDERS,
});
const site = createStandalonePagesConfig({ ...PUBLIC_PAGES, dir });

// The pictures the mock API's sample data names (/images/..., generated, gitignored) are drawn into
// public/ before the host is built or served: the dev server serves public/, the build copies it.
const sampleImages = path.resolve(dir, '../scripts/sample-images.mjs');

export default (env, argv) => {
  execFileSync(process.execPath, [sampleImages, '--out', path.resolve(dir, 'public')], { stdio: 'inherit' });
  return [app(env, argv), site(env, argv)];
};
