import type { MailTransport } from '@atrium/mocks';
import nodemailer from 'nodemailer';

const DEFAULT_FROM = 'Atrium <no-reply@atrium.local>';

/**
 * The mail transport for SMTP_URL (`smtp://user:password@host:587` or `smtps://…:465`; the sender may be
 * given as `?from=`, else Atrium <no-reply@atrium.local>), installed in the mock with `setMailTransport`.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') || DEFAULT_FROM;
  url.searchParams.delete('from');
  const transporter = nodemailer.createTransport(url.toString());
  return async (message) => {
    await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
  };
}
