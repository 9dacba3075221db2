import { accountOf } from '@atrium/mocks/lib/authorize';
import type { AuditContext } from './audit';

const SIGN_IN = '/api/auth/login';

/** The address a failed sign-in tried, from its JSON body (empty when there is none). */
function triedEmail(body: Uint8Array | undefined): string {
  if (!body) return '';
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email.slice(0, 254) : '';
  } catch {
    return '';
  }
}

/**
 * Who a request's changes are recorded as made by (the signed-in caller, read before the handler
 * runs: a change may end their session), from where, and its own events: a refused sign-in (400, or
 * 429 when throttled) with the address it tried.
 */
export function auditContextOf(request: Request, ip: string) {
  const account = accountOf(request);
  const actor = account ? { id: account.id, name: account.fullName, email: account.email } : null;
  return (body: Uint8Array | undefined, response: Response | undefined): AuditContext => {
    const failedSignIn =
      new URL(request.url).pathname === SIGN_IN && (response?.status === 400 || response?.status === 429);
    return {
      at: new Date().toISOString(),
      actor,
      ip,
      events: failedSignIn
        ? [{ action: 'signInFailed', subject: 'Session', recordId: null, recordLabel: triedEmail(body) }]
        : [],
    };
  };
}
