// The build tooling's own tests (the static server) run in Node, without the DOM set-up of the preset.
const { jestPreset } = require('./src/jest-preset.cjs');
module.exports = jestPreset(__dirname, {
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  setupFiles: [],
  setupFilesAfterEnv: [],
});
