import type { TelemetryEvent } from '@atrium/contracts';
import { apiBaseUrl, session } from '@atrium/platform';

/**
 * POST /api/telemetry with the session's token. `keepalive` lets the batch sent as the page hides
 * outlive the page (what sendBeacon does, which cannot carry the token). Signed out, nothing is sent.
 */
export async function sendTelemetry(
  events: TelemetryEvent[],
  { leaving }: { leaving: boolean },
): Promise<void> {
  const token = session.get().accessToken;
  if (!token) return;
  await fetch(`${apiBaseUrl()}/api/telemetry`, {
    method: 'POST',
    keepalive: leaving,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ events }),
  });
}
