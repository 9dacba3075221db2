// What a build says about itself: the area contract version, the federation runtime and the shared
// packages' ranges it is built against. Read from the packages installed for the app being built, so a
// remote built against a newer platform or runtime says so, and the host can refuse it.
const path = require('node:path');
const fs = require('node:fs');
const { sharedRequirements } = require('./shared-libraries.cjs');

/** The installed package.json of `name`, looked up from `dir` to the root (some packages do not export it). */
function installedPackage(name, dir) {
  let current = dir;
  for (;;) {
    const file = path.join(current, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`${name} is not installed for ${dir}`);
    current = parent;
  }
}

/** @param {string} dir the app's folder */
function buildStamp(dir) {
  const contract = require(require.resolve('@atrium/platform/contract-version.json', { paths: [dir] }));
  return {
    contractVersion: contract.contractVersion,
    // The runtime core the host provides and remotes use (`externalRuntime`).
    federationRuntime: installedPackage('@module-federation/runtime-core', dir).version,
    // The range of each shared package the build asks the page for (shared-libraries.cjs): the host
    // checks its singletons against them before loading the area.
    shared: Object.fromEntries(
      Object.entries(sharedRequirements(dir)).map(([name, { range }]) => [name, range]),
    ),
  };
}

module.exports = { buildStamp };
