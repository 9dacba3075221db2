// The contract suite against the server: the API's handler tests (mocks/src/handlers/**/*.test.ts),
// which the `mocks` project runs against the handlers as the mock serves them, run again with every
// call answered by the API server's app (src/testing/contractNode.ts stands in for mocks/src/node.ts).
const path = require('node:path');
const server = require('./jest.config.cjs');

const mocks = path.resolve(__dirname, '../mocks');

module.exports = {
  ...server,
  displayName: 'contract:server',
  rootDir: mocks,
  testMatch: ['<rootDir>/src/handlers/**/*.test.ts'],
  moduleNameMapper: {
    ...server.moduleNameMapper,
    '^(\\.\\./)+node$': path.resolve(__dirname, 'src/testing/contractNode.ts'),
  },
};
