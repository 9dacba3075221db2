// Jest preset every workspace uses: SWC for TypeScript/JSX, a jsdom with real fetch (jest-fixed-jsdom),
// and the ESM-only packages (msw and its dependencies, d3's modules for the fleet map) transformed.
const path = require('node:path');
const { buildStamp } = require('./build-stamp.cjs');
const { providedSingletons } = require('./shared-libraries.cjs');

const esmPackages = [
  'msw',
  '@msw',
  '@mswjs',
  '@bundled-es-modules',
  'until-async',
  'rettime',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  'cookie',
  'tough-cookie',
  'type-fest',
  'graphql',
  '@open-draft',
  'd3-[a-z]+',
  'internmap',
  // Swiper (the admin area's carousel showcase) ships ES modules only.
  'swiper',
  // @noble/hashes (the mock API's password hasher and token digests) ships ES modules only.
  '@noble',
];

/** @param {string} rootDir the workspace folder */
function jestPreset(rootDir, overrides = {}) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    // The build-time constants of shared/build's DefinePlugin, as a development build of this app has them.
    globals: {
      __ATRIUM_DEV__: false,
      __ATRIUM_APP__: path.basename(rootDir),
      __ATRIUM_RELEASE__: 'test',
      __ATRIUM_CONTRACT_VERSION__: buildStamp(rootDir).contractVersion,
      __ATRIUM_FEDERATION_RUNTIME__: buildStamp(rootDir).federationRuntime,
      __ATRIUM_SHARED_RANGES__: buildStamp(rootDir).shared,
      __ATRIUM_SHARED_SINGLETONS__: providedSingletons(rootDir),
    },
    // A suite that renders nothing (pure logic, schemas, data) declares `@jest-environment node` in its
    // first docblock: a jsdom and the DOM matchers cost every suite about a tenth of a second to set up.
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { customExportConditions: [''] },
    setupFiles: [require.resolve('./jest-setup-polyfills.cjs')],
    setupFilesAfterEnv: [require.resolve('./jest-setup-dom.cjs')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        require.resolve('./jest-swc-transform.cjs'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|jpeg|gif|webp)$': require.resolve('./jest-file-stub.cjs'),
      // Swiper names its modules' style sheets without the extension (`swiper/css/navigation`).
      '^swiper/css(/[a-z0-9-]+)?(\\?inline)?$': require.resolve('./jest-file-stub.cjs'),
      '\\.css\\?inline$': require.resolve('./jest-file-stub.cjs'),
    },
    ...overrides,
  };
}

module.exports = { jestPreset };
