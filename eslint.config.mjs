import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = import.meta.dirname;
const SOURCE = '**/*.{ts,tsx}';

/** The folders directly under `dir` (relative to the repository), read when the config loads. */
const foldersIn = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const AREAS = foldersIn('remotes');
const SHARED = foldersIn('shared');
const featuresOf = (area) => {
  try {
    return foldersIn(`remotes/${area}/src/features`);
  } catch {
    return [];
  }
};

// Shared code is below everything else: it never reaches up into the shell, an area or the mock API.
// The test kit (shared/testing) is the one exception: it renders pages against the mock API.
const sharedZones = SHARED.map((pkg) => ({
  target: `./shared/${pkg}`,
  from: ['./host', './remotes', ...(pkg === 'testing' ? [] : ['./mocks'])],
  message: 'Shared packages never import the host, an area or (except the test kit) the mock API.',
}));

// Areas are deployed alone: one area never imports another, by path or by package name (the resolver
// follows the workspace links, so `@atrium/chat` is seen as remotes/chat).
const areaZones = AREAS.map((area) => ({
  target: `./remotes/${area}`,
  from: AREAS.filter((other) => other !== area).map((other) => `./remotes/${other}`),
  message:
    'An area never imports another area: share through @atrium/platform, @atrium/ui or @atrium/contracts.',
})).filter((zone) => zone.from.length > 0);

// A feature reaches another feature of its area only through that feature's public file, index.ts.
const featureZones = AREAS.flatMap((area) => {
  const features = featuresOf(area);
  return features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./remotes/${area}/src/features/${feature}`,
        from: `./remotes/${area}/src/features/${other}`,
        except: ['./index.ts'],
        message: `Import the ${other} feature through its public file, features/${other}/index.ts.`,
      })),
  );
});

/** Imports that must name packages, never reach into another workspace's folders. */
const BY_PACKAGE_NAME = {
  group: [
    '**/shared/platform/*',
    '**/shared/ui/*',
    '**/shared/contracts/*',
    '**/shared/build/*',
    '**/mocks/src/*',
    '**/remotes/*/src/*',
    '**/host/src/*',
  ],
  message: 'Import shared packages by name (@atrium/...).',
};

/** Flat config replaces a rule's options per file: each files glob repeats the common patterns. */
const restrictedImports = (...extra) => [
  'error',
  {
    paths: extra.flatMap((e) => e.paths ?? []),
    patterns: [BY_PACKAGE_NAME, ...extra.flatMap((e) => e.patterns ?? [])],
  },
];

// The login page is a lean document of its own with a size budget: no router, no query client, and
// only the core of the UI kit.
const PUBLIC_PAGES = {
  paths: [
    ...['react-router', 'react-router-dom'].map((name) => ({
      name,
      message:
        'The public pages are documents of their own: they navigate with full page loads, not the router.',
    })),
    ...['@tanstack/react-query', '@atrium/platform/query', '@atrium/platform/list'].map((name) => ({
      name,
      message: 'The public pages have no query client: they call the API directly.',
    })),
    {
      name: '@atrium/ui',
      message:
        "The public pages use the UI kit's parts only: import from @atrium/ui/core, /forms or /safe-html.",
    },
  ],
  patterns: [
    {
      group: ['react-router/*', 'react-router-dom/*', '@tanstack/react-query/*'],
      message: 'The public pages have neither the router nor the query client.',
    },
  ],
};

const LOGIN_PAGE = {
  paths: [
    ...PUBLIC_PAGES.paths,
    ...['@atrium/platform/forms', '@atrium/ui/forms'].map((name) => ({
      name,
      message: 'The login page keeps its one small form without the forms toolkit (its size budget).',
    })),
  ],
  patterns: PUBLIC_PAGES.patterns,
};

// The same boundaries by package name, for imports the resolver cannot follow.
const packagesOf = (names) => ({
  patterns: [
    {
      group: names.flatMap((name) => [`@atrium/${name}`, `@atrium/${name}/*`]),
      message:
        'Shared packages never import the host, an area or the mock API; areas never import each other.',
    },
  ],
});
const byPackageName = [
  ...SHARED.map((pkg) => ({
    files: [`shared/${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictedImports(
        packagesOf(['host', ...AREAS, ...(pkg === 'testing' ? [] : ['mocks'])]),
      ),
    },
  })),
  ...AREAS.map((area) => ({
    files: [`remotes/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictedImports(packagesOf(AREAS.filter((other) => other !== area))),
    },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/mockServiceWorker.js',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [SOURCE],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': restrictedImports(),
    },
  },
  ...byPackageName,
  {
    files: ['host/src/{auth,front,standalone}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(PUBLIC_PAGES) },
  },
  {
    files: ['host/src/auth/login/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictedImports(LOGIN_PAGE) },
  },
  {
    files: ['host/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...sharedZones, ...areaZones, ...featureZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
