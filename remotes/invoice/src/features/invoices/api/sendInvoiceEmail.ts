import { api } from '@atrium/platform';
import type { Email, EmailSend } from '@atrium/contracts';

/**
 * POST /api/apps/email/send, the email area's call: the message is stored in the admin's Sent folder.
 * The invoice area calls it directly (a remote never imports another remote's code).
 */
export function sendInvoiceEmail(message: EmailSend) {
  return api<Email>('/api/apps/email/send', { method: 'POST', body: message });
}
