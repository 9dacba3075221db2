import path from 'node:path';

/** The server's configuration: environment variables only, read and checked once at start. */
export interface ServerConfig {
  /** PORT (default 3100) */
  port: number;
  /** HOST (default 127.0.0.1: this machine only) */
  host: string;
  /** DATABASE_URL: a PostgreSQL server; without it, an embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** ATRIUM_DATA_DIR (default server/.data/pglite): PGlite's data folder. */
  dataDir: string;
  /** LOG_LEVEL (default info; warn under NODE_ENV=test) */
  logLevel: LogLevel;
  /** NODE_ENV (default development) */
  nodeEnv: 'development' | 'production' | 'test';
  /** TRUST_PROXY=1: the client's address is the last hop of X-Forwarded-For (set by our proxy). */
  trustProxy: boolean;
  /** SMTP_URL: mail goes out through this SMTP server; without it, to the mock's development outbox. */
  smtpUrl: string | undefined;
  /** ATRIUM_APP_URL: the app's public origin, which mailed links (password reset) point at. */
  appUrl: string | undefined;
  /** ATRIUM_TEST_TENANTS=1: the x-atrium-tenant header selects an isolated, unsaved data set (e2e). */
  testTenants: boolean;
  /** ATRIUM_SEED_SCALE (default 1): seed the paged lists this many times larger (benchmarks). */
  seedScale: number;
  /** AUDIT_RETENTION_DAYS (default 365; 0 keeps every entry): older audit entries are dropped. */
  auditRetentionDays: number;
  /**
   * REGISTRY_OVERRIDE_ORIGINS: comma-separated origins a session override may load an area's build
   * from (`http://localhost:*` for any port); unset, this machine's (the mock's default).
   */
  overrideOrigins: string[] | undefined;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const NODE_ENVS = ['development', 'production', 'test'] as const;

/** The default PGlite folder, server/.data/pglite (gitignored). */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../.data/pglite');

type Env = Readonly<Record<string, string | undefined>>;

/** A flag is `1` (on), `0` or unset (off); anything else is a mistake worth stopping for. */
function flag(env: Env, name: string, errors: string[]): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  errors.push(`${name} must be 1 or 0, got '${value}'`);
  return false;
}

/** A URL with one of `protocols`, or undefined when unset; never echoes the value (it may hold a password). */
function url(env: Env, name: string, protocols: string[], errors: string[]): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !protocols.includes(parsed.protocol)) {
    errors.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return undefined;
  }
  return value;
}

/** A comma-separated list of http(s) origins, each optionally with `:*` for any port; undefined when unset. */
function originList(env: Env, name: string, errors: string[]): string[] | undefined {
  const value = env[name];
  if (value === undefined || value.trim() === '') return undefined;
  const origins = value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const bad = origins.filter((origin) => {
    try {
      const url = new URL(origin.replace(/:\*$/, ''));
      return !['http:', 'https:'].includes(url.protocol) || url.origin !== origin.replace(/:\*$/, '');
    } catch {
      return true;
    }
  });
  if (bad.length)
    errors.push(`${name} must list origins like https://host:port or http://localhost:*, got '${bad[0]}'`);
  return origins;
}

/** Reads the configuration from `env`; every problem is named at once. */
export function readConfig(env: Env): { config: ServerConfig } | { errors: string[] } {
  const errors: string[] = [];

  const portText = env.PORT ?? '3100';
  const port = /^[0-9]{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 0 && port <= 65535)) errors.push(`PORT must be a port number (0-65535), got '${portText}'`);

  const host = env.HOST || '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) errors.push(`HOST must be a host name or an address, got '${host}'`);

  const nodeEnv = (env.NODE_ENV || 'development') as ServerConfig['nodeEnv'];
  if (!NODE_ENVS.includes(nodeEnv))
    errors.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}, got '${env.NODE_ENV}'`);

  const logLevel = (env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    errors.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${env.LOG_LEVEL}'`);

  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], errors);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:'], errors);
  const appUrl = url(env, 'ATRIUM_APP_URL', ['http:', 'https:'], errors);
  const dataDir = env.ATRIUM_DATA_DIR ? path.resolve(env.ATRIUM_DATA_DIR) : DEFAULT_DATA_DIR;
  const trustProxy = flag(env, 'TRUST_PROXY', errors);
  const testTenants = flag(env, 'ATRIUM_TEST_TENANTS', errors);
  // Tenants answer anyone who names one from the seed (with its well-known passwords): never in production.
  if (testTenants && nodeEnv === 'production')
    errors.push('ATRIUM_TEST_TENANTS is for the e2e suite and cannot be used with NODE_ENV=production');

  const scaleText = env.ATRIUM_SEED_SCALE || '1';
  const seedScale = /^[0-9]{1,4}$/.test(scaleText) ? Number(scaleText) : NaN;
  if (!(seedScale >= 1 && seedScale <= 1000))
    errors.push(`ATRIUM_SEED_SCALE must be a whole number from 1 to 1000, got '${scaleText}'`);

  const retentionText = env.AUDIT_RETENTION_DAYS || '365';
  const auditRetentionDays = /^[0-9]{1,5}$/.test(retentionText) ? Number(retentionText) : NaN;
  if (Number.isNaN(auditRetentionDays))
    errors.push(
      `AUDIT_RETENTION_DAYS must be a whole number of days (0: keep for ever), got '${retentionText}'`,
    );

  const overrideOrigins = originList(env, 'REGISTRY_OVERRIDE_ORIGINS', errors);

  if (errors.length) return { errors };
  return {
    config: {
      port,
      host,
      databaseUrl,
      dataDir,
      logLevel,
      nodeEnv,
      trustProxy,
      smtpUrl,
      appUrl,
      testTenants,
      seedScale,
      auditRetentionDays,
      overrideOrigins,
    },
  };
}
