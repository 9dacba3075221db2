const { jestPreset } = require('@atrium/build/jest');
// The mock API's tests call its handlers over fetch and read its data: nothing renders, so they run in
// Node rather than a jsdom, which costs every suite its set-up (and the DOM matchers are of no use here).
module.exports = jestPreset(__dirname, {
  testEnvironment: 'node',
  testEnvironmentOptions: {},
  setupFilesAfterEnv: [],
});
