export { handlers } from './handlers';
export { db, resetMockDb } from './db';
export { issueToken, resetMockTokens } from './lib/tokens';
export { setMockClock } from './lib/clock';
// The ports a real server configures (see mocks/README.md, "Authentication").
export {
  hashPassword,
  verifyPassword,
  setPasswordHasher,
  scryptHasher,
  type PasswordHasher,
} from './lib/passwords';
export { sendMail, setMailTransport, setAppBaseUrl, type MailMessage, type MailTransport } from './lib/mail';
export { setDevelopmentEndpoints } from './handlers/dev/outbox';
export { setOverrideOrigins, DEFAULT_OVERRIDE_ORIGINS } from './lib/registryOverrides';
export { AUTH_LIMITS, CLIENT_IP_HEADER } from './lib/throttle';
// Tests read the mail the API sent (GET /api/dev/outbox), as its recipient would.
export {
  mailsTo,
  newestMailTo,
  linkParam,
  mailedResetToken,
  mailedConfirmationToken,
  mailedNewAddressToken,
  mailedTwoStepsCode,
} from './testing/outbox';
export { passwordMatches } from './lib/credentials';
