import type { DevOutboxMessage, DevOutboxResponse } from '@atrium/contracts';

/**
 * The mails the development outbox kept for an address, newest first, read as a developer (or an e2e
 * test) would: GET /api/dev/outbox?to=<email>.
 */
export async function mailsTo(email: string, base = 'http://localhost'): Promise<DevOutboxMessage[]> {
  const res = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  return ((await res.json()) as DevOutboxResponse).messages;
}

/** The newest mail to an address whose subject matches, or undefined. */
export async function newestMailTo(email: string, subject: RegExp): Promise<DevOutboxMessage | undefined> {
  return (await mailsTo(email)).find((m) => subject.test(m.subject));
}

/** A query parameter of the first link in a mail's text (`token` of a reset link), or undefined. */
export function linkParam(mail: DevOutboxMessage | undefined, name: string): string | undefined {
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  return link ? (new URL(link).searchParams.get(name) ?? undefined) : undefined;
}

/** The reset token the newest reset mail to that address carries (what the owner would click). */
export async function mailedResetToken(email: string): Promise<string | undefined> {
  return linkParam(await newestMailTo(email, /reset your/i), 'token');
}

/** The confirmation token the newest sign-up mail to that address carries. */
export async function mailedConfirmationToken(email: string): Promise<string | undefined> {
  return linkParam(await newestMailTo(email, /confirm your address/i), 'verify');
}

/** The token the newest mail asking to confirm an account's new address carries. */
export async function mailedNewAddressToken(email: string): Promise<string | undefined> {
  return linkParam(await newestMailTo(email, /confirm your new address/i), 'verify');
}

/** The code the newest two-step mail to that address carries. */
export async function mailedTwoStepsCode(email: string): Promise<string | undefined> {
  return /\b(\d{6})\b/.exec((await newestMailTo(email, /verification code/i))?.text ?? '')?.[1];
}
