const { jestPreset } = require('@atrium/build/jest');
const { areaApiRoots } = require('./jest.areaApis.cjs');
// The API's tests: the kernel's here, and each area's module's (remotes/<area>/api), which call its
// handlers over fetch and read its data. Nothing renders, so they run in Node rather than a jsdom, which
// costs every suite its set-up (and the DOM matchers are of no use here).
module.exports = jestPreset(__dirname, {
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  setupFilesAfterEnv: [],
  roots: ['<rootDir>/src', ...areaApiRoots()],
  testMatch: ['<rootDir>/src/**/*.test.ts', ...areaApiRoots().map((root) => `${root}/**/*.test.ts`)],
});
