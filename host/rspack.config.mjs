import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { createAppConfig } = require('@atrium/build');
const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  name: 'host',
  dir,
  runtimePlugins: [path.resolve(dir, 'src/federation/resilienceRuntimePlugin.ts')],
});
