import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PUBLIC_PAGES } from './publicPages.mjs';

const require = createRequire(import.meta.url);
const { createSingleBundleConfig } = require('@atrium/build');
const dir = path.dirname(fileURLToPath(import.meta.url));

// `npm run build:single`: the shell with every area composed into one build (dist-single/), and its
// public pages. Served like the federated host: serveApp({ app: 'host', dir: 'host/dist-single' }).
const single = createSingleBundleConfig({ dir, standalone: PUBLIC_PAGES });

// The sample data's pictures, drawn into public/ as for the federated host (see rspack.config.mjs).
const sampleImages = path.resolve(dir, '../scripts/sample-images.mjs');

export default (env, argv) => {
  execFileSync(process.execPath, [sampleImages, '--out', path.resolve(dir, 'public')], { stdio: 'inherit' });
  return single(env, argv);
};
