import { DEFAULT_DATA_DIR, readConfig } from './config';

test('the defaults: port 3100 on 127.0.0.1, PGlite in server/.data, no proxy, no tenants', () => {
  expect(readConfig({})).toEqual({
    config: {
      port: 3100,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
      smtpUrl: undefined,
      appUrl: undefined,
      testTenants: false,
      seedScale: 1,
      auditRetentionDays: 365,
    },
  });
  expect(DEFAULT_DATA_DIR).toMatch(/server[\\/]\.data[\\/]pglite$/);
});

test('every problem is named at once, and a URL is never echoed (it may hold a password)', () => {
  const result = readConfig({
    PORT: '70000',
    LOG_LEVEL: 'loud',
    NODE_ENV: 'staging',
    TRUST_PROXY: 'yes',
    DATABASE_URL: 'mysql://user:s3cret@db/atrium',
    SMTP_URL: 'not a url',
    ATRIUM_TEST_TENANTS: 'true',
    AUDIT_RETENTION_DAYS: 'a year',
  });
  expect('errors' in result && result.errors).toEqual([
    "PORT must be a port number (0-65535), got '70000'",
    "NODE_ENV must be one of development, production, test, got 'staging'",
    "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    'SMTP_URL must be a URL starting with smtp:// or smtps://',
    "TRUST_PROXY must be 1 or 0, got 'yes'",
    "ATRIUM_TEST_TENANTS must be 1 or 0, got 'true'",
    "AUDIT_RETENTION_DAYS must be a whole number of days (0: keep for ever), got 'a year'",
  ]);
});

test('test tenants are refused in production; NODE_ENV=test logs warnings only by default', () => {
  expect(readConfig({ NODE_ENV: 'production', ATRIUM_TEST_TENANTS: '1' })).toEqual({
    errors: ['ATRIUM_TEST_TENANTS is for the e2e suite and cannot be used with NODE_ENV=production'],
  });
  const test = readConfig({
    NODE_ENV: 'test',
    PORT: '0',
    TRUST_PROXY: '1',
    DATABASE_URL: 'postgres://db/atrium',
  });
  expect(test).toMatchObject({
    config: { logLevel: 'warn', port: 0, trustProxy: true, databaseUrl: 'postgres://db/atrium' },
  });
});

test('REGISTRY_OVERRIDE_ORIGINS lists the origins a session override may load from', () => {
  expect(
    readConfig({ REGISTRY_OVERRIDE_ORIGINS: 'https://staging.example.com, http://localhost:*' }),
  ).toMatchObject({
    config: { overrideOrigins: ['https://staging.example.com', 'http://localhost:*'] },
  });
  expect(readConfig({ REGISTRY_OVERRIDE_ORIGINS: 'https://staging.example.com/builds' })).toEqual({
    errors: [
      "REGISTRY_OVERRIDE_ORIGINS must list origins like https://host:port or http://localhost:*, got 'https://staging.example.com/builds'",
    ],
  });
});
