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

/** The version range an app asks for: its own package.json, else the installed version. */
function rangeFor(pkgName, appPkg) {
  const base = pkgName.startsWith('@') ? pkgName.split('/').slice(0, 2).join('/') : pkgName.split('/')[0];
  const declared = { ...appPkg.dependencies, ...appPkg.devDependencies }[base];
  if (declared) return declared;
  // Not every package exports its package.json: find it on disk, from the app up to the repo root.
  let dir = process.cwd();
  let file = path.join(dir, 'node_modules', base, 'package.json');
  while (!fs.existsSync(file) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
    file = path.join(dir, 'node_modules', base, 'package.json');
  }
  const installed = readJson(file);
  return `^${installed.version}`;
}

/** @param {string} appDir the app's folder (its package.json states the versions it needs) */
function sharedLibraries(appDir, { eager = false } = {}) {
  const appPkg = readJson(path.join(appDir, 'package.json'));
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: rangeFor(name, appPkg), eager };
  }
  for (const name of SHARED_BY_RANGE) {
    shared[name] = { requiredVersion: rangeFor(name, appPkg), eager };
  }
  return shared;
}

module.exports = { sharedLibraries, SINGLETONS, SHARED_BY_RANGE };
