import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { createAppConfig } = require('@atrium/build');

export default createAppConfig({
  name: 'email',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './area': './src/area.ts' },
});
