// The contract suite against the server: the API's tests (the kernel's in mocks/src/handlers and each
// area's in remotes/<area>/api), which the `mocks` project runs against the handlers as the mock serves
// them, run again with every call answered by the API server's app (src/testing/contractNode.ts stands
// in for mocks/src/node.ts).
const path = require('node:path');
const server = require('./jest.config.cjs');
const { areaApiRoots } = require('../mocks/jest.areaApis.cjs');

const mocks = path.resolve(__dirname, '../mocks');
const contractNode = path.resolve(__dirname, 'src/testing/contractNode.ts');

module.exports = {
  ...server,
  displayName: 'contract:server',
  rootDir: mocks,
  roots: ['<rootDir>/src/handlers', ...areaApiRoots()],
  testMatch: ['<rootDir>/src/handlers/**/*.test.ts', ...areaApiRoots().map((root) => `${root}/**/*.test.ts`)],
  moduleNameMapper: {
    ...server.moduleNameMapper,
    '^(\\.\\./)+node$': contractNode,
    '^@atrium/mocks/node$': contractNode,
  },
};
