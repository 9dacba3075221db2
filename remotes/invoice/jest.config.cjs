const { jestPreset } = require('@atrium/build/jest');
module.exports = jestPreset(__dirname);
