import {
  setAppBaseUrl,
  setDevelopmentEndpoints,
  setMailTransport,
  setOverrideOrigins,
  setPasswordHasher,
} from '@atrium/mocks';
import type { ServerConfig } from './config';
import { smtpTransport } from './mail';
import { argon2Hasher } from './passwords';

/**
 * Configures the mock's ports for a real server: new passwords hashed with argon2id (the seeded
 * accounts' scrypt hashes still verify, and are replaced at their next sign-in), mail through SMTP_URL
 * when set (else the development outbox, kept in `db.outbox`) with links to ATRIUM_APP_URL, and the
 * development endpoints (GET /api/dev/*) off in production, and the origins a session may load an
 * area's build from (REGISTRY_OVERRIDE_ORIGINS; the mock's default, this machine, when unset).
 */
export function configurePorts(
  config: Pick<ServerConfig, 'nodeEnv' | 'smtpUrl' | 'appUrl' | 'overrideOrigins'>,
): void {
  setPasswordHasher(argon2Hasher(config.nodeEnv));
  setMailTransport(config.smtpUrl ? smtpTransport(config.smtpUrl) : null);
  setAppBaseUrl(config.appUrl ?? null);
  setDevelopmentEndpoints(config.nodeEnv !== 'production');
  setOverrideOrigins(config.overrideOrigins ?? null);
}
