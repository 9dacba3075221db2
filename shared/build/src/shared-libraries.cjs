// The libraries host and every remote share at run time.
// Singletons: one instance in the page whatever each app bundled. The rest: shared by version range.
const path = require('node:path');
const fs = require('node:fs');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@casl/ability',
  '@casl/react',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@atrium/platform',
  '@atrium/platform/query',
  '@atrium/platform/list',
  '@atrium/platform/forms',
  // The form-bound controls of @atrium/ui/forms and an area's useForm must share react-hook-form's
  // instance (its form context), whichever app bundled it.
  'react-hook-form',
  // The toast store: a toast raised in a remote shows in the host's Toaster.
  'sonner',
];

const SHARED_BY_RANGE = [
  '@atrium/ui',
  '@atrium/ui/core',
  '@atrium/ui/data-table',
  '@atrium/ui/safe-html',
  '@atrium/ui/charts',
  '@atrium/ui/forms',
  '@atrium/contracts',
];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** `react-dom/client` → `react-dom`, `@atrium/ui/core` → `@atrium/ui`: the package a shared module is of. */
const packageOf = (name) =>
  name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];

/** The version of `pkg` installed for the app in `appDir` (not every package exports its package.json). */
function installedVersion(pkg, appDir) {
  let dir = appDir;
  let file = path.join(dir, 'node_modules', pkg, 'package.json');
  while (!fs.existsSync(file) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
    file = path.join(dir, 'node_modules', pkg, 'package.json');
  }
  return readJson(file).version;
}

/**
 * The version range an app asks for. The platform's own packages (`@atrium/*`): `^` the version it is
 * built against, derived here so nobody keeps it by hand — code built against @atrium/ui 1.2.0 may use
 * what 1.2.0 added. Other libraries: the range its package.json declares, else `^` the installed one.
 */
function rangeFor(pkgName, appPkg, appDir) {
  const base = packageOf(pkgName);
  const declared = { ...appPkg.dependencies, ...appPkg.devDependencies }[base];
  if (declared && !base.startsWith('@atrium/')) return declared;
  return `^${installedVersion(base, appDir)}`;
}

/**
 * What an app's build requires of each shared package, by package: its range, and whether the page
 * holds one instance of it. A remote stamps the ranges on its contract and metadata (build-stamp.cjs),
 * so the host can refuse it before loading any of its code.
 * @param {string} appDir
 * @returns {Record<string, { range: string, singleton: boolean }>}
 */
function sharedRequirements(appDir) {
  const appPkg = readJson(path.join(appDir, 'package.json'));
  const out = {};
  for (const name of [...SINGLETONS, ...SHARED_BY_RANGE]) {
    const base = packageOf(name);
    out[base] ??= { range: rangeFor(name, appPkg, appDir), singleton: SINGLETONS.includes(name) };
  }
  return out;
}

/** The versions of the singletons this app provides to the page (the host's: what a remote must meet). */
function providedSingletons(appDir) {
  const out = {};
  for (const name of SINGLETONS) out[packageOf(name)] ??= installedVersion(packageOf(name), appDir);
  return out;
}

/** @param {string} appDir the app's folder (its package.json states the versions it needs) */
function sharedLibraries(appDir, { eager = false } = {}) {
  const requirements = sharedRequirements(appDir);
  const shared = {};
  for (const name of SINGLETONS) {
    // strictVersion: a singleton that does not meet a build's range is refused (the load fails, the area
    // shows unavailable) rather than run against what it was not built for. The host checks the ranges
    // from the area's metadata before that, and names the package (host/src/federation/sharedCompatibility.ts).
    const { range } = requirements[packageOf(name)];
    shared[name] = { singleton: true, requiredVersion: range, strictVersion: true, eager };
  }
  for (const name of SHARED_BY_RANGE) {
    // A copy that does not meet the range is passed over: the remote's own copy (which it registers) is used.
    shared[name] = { requiredVersion: requirements[packageOf(name)].range, eager };
  }
  return shared;
}

module.exports = {
  sharedLibraries,
  sharedRequirements,
  providedSingletons,
  SINGLETONS,
  SHARED_BY_RANGE,
};
