// The whole repo's jest run: one project per workspace, each with the shared preset.
module.exports = {
  // One worker per core: jest's default leaves one core idle, and the suites are CPU-bound.
  maxWorkers: '100%',
  projects: [
    '<rootDir>/shared/platform',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/build',
    '<rootDir>/mocks',
    '<rootDir>/server',
    '<rootDir>/server/jest.contract.config.cjs',
    '<rootDir>/host',
    '<rootDir>/remotes/ecommerce',
    '<rootDir>/remotes/invoice',
    '<rootDir>/remotes/email',
    '<rootDir>/remotes/chat',
    '<rootDir>/remotes/academy',
    '<rootDir>/remotes/admin',
  ],
};
