// Which production builds the bench needs, and whether they are there.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files that say a build is there, per build. */
function requiredFiles(root, areas) {
  return {
    federated: [
      'host/dist/index.html',
      'host/dist/login/index.html',
      ...areas.map((area) => `remotes/${area}/dist/mf-manifest.json`),
    ],
    single: ['host/dist-single/index.html', 'host/dist-single/login/index.html'],
  };
}

/**
 * Throws naming the commands to run when a build is missing; else when each build was made (its
 * host's index.html), for the report.
 */
export function checkBuilds(root, areas) {
  const required = requiredFiles(root, areas);
  const missing = Object.values(required)
    .flat()
    .filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) {
    throw new Error(
      `The bench runs on the production builds, and these files are missing:\n  ${missing.join('\n  ')}\n` +
        'Run `npm run build && npm run build:single` first.',
    );
  }
  const builtAt = (file) => statSync(path.join(root, file)).mtime.toISOString();
  return { federated: builtAt(required.federated[0]), single: builtAt(required.single[0]) };
}
