import { EMAIL_FILTERS, EMAIL_LABELS, type EmailFilter, type EmailLabel } from '@atrium/contracts';
import type { ColorName } from '@atrium/ui';

export const MAILBOX_ROOT = '/apps/email';

/** What the mailbox shows: a folder or view (`filter`), or every email with a label. */
export type MailboxView =
  { kind: 'filter'; filter: EmailFilter } | { kind: 'label'; label: EmailLabel } | { kind: 'unknown' };

/**
 * Reads the route parameters of `/apps/email`, `/filter/:filter`, `/label/:label` and the short
 * `/:view` (a folder or view, else a label: their names never overlap).
 */
export function parseMailboxView(params: { filter?: string; label?: string; view?: string }): MailboxView {
  if (params.view !== undefined) {
    return (EMAIL_LABELS as readonly string[]).includes(params.view)
      ? parseMailboxView({ label: params.view })
      : parseMailboxView({ filter: params.view });
  }
  if (params.label !== undefined) {
    return (EMAIL_LABELS as readonly string[]).includes(params.label)
      ? { kind: 'label', label: params.label as EmailLabel }
      : { kind: 'unknown' };
  }
  if (params.filter !== undefined) {
    return (EMAIL_FILTERS as readonly string[]).includes(params.filter)
      ? { kind: 'filter', filter: params.filter as EmailFilter }
      : { kind: 'unknown' };
  }
  return { kind: 'filter', filter: 'inbox' };
}

export function filterPath(filter: EmailFilter): string {
  return filter === 'inbox' ? MAILBOX_ROOT : `${MAILBOX_ROOT}/filter/${filter}`;
}

export function labelPath(label: EmailLabel): string {
  return `${MAILBOX_ROOT}/label/${label}`;
}

export const LABEL_COLORS: Record<EmailLabel, ColorName> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
};

/** The text of an HTML body, for the one-line excerpt in the list (never rendered as HTML). */
export function excerptOf(html: string, max = 120): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The email times carry no zone: read them as local times. */
export function parseEmailTime(time: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time);
  if (!m) return new Date(time);
  return new Date(
    Number(m[1]),
    Number(m[2]) - 1,
    Number(m[3]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6] ?? 0),
  );
}
