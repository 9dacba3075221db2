const { jestPreset } = require('@atrium/build/jest');

const preset = jestPreset(__dirname);
// The server's tests run in Node (nothing renders). PGlite ships its CommonJS build as `dist/*.cjs`
// that loads its WebAssembly with a dynamic import(): jest's VM cannot run that untransformed
// (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG), so it goes through SWC like the preset's ESM packages.
module.exports = {
  ...preset,
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  setupFilesAfterEnv: [],
  transform: {
    ...preset.transform,
    '^.+\\.cjs$': Object.values(preset.transform)[0],
  },
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) =>
    pattern.replace('/node_modules/(?!(', '/node_modules/(?!(@electric-sql/pglite|'),
  ),
};
