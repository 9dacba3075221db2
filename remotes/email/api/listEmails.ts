import { http, HttpResponse } from 'msw';
import {
  EMAIL_FILTERS,
  EMAIL_LABELS,
  type Email,
  type EmailFilter,
  type EmailListResponse,
  type EmailsMeta,
} from '@atrium/contracts';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { matchText } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';
import { mailboxOf, shownEmail } from './mailbox';

function inView(email: Email, filter: EmailFilter): boolean {
  if (filter === 'trashed') return email.isDeleted;
  if (filter === 'starred') return email.isStarred && !email.isDeleted;
  return email.folder === filter && !email.isDeleted;
}

/** Sidebar counts: unread inbox, drafts, unread spam, starred — none of them deleted. */
export function emailsMeta(emails: Email[]): EmailsMeta {
  const live = emails.filter((e) => !e.isDeleted);
  return {
    inbox: live.filter((e) => e.folder === 'inbox' && !e.isRead).length,
    draft: live.filter((e) => e.folder === 'draft').length,
    spam: live.filter((e) => e.folder === 'spam' && !e.isRead).length,
    star: live.filter((e) => e.isStarred).length,
  };
}

const positive = (text: string | null, max: number) => {
  if (text === null) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/**
 * GET /api/apps/email — the caller's mailbox: q (sender name or subject), filter (default inbox), label, and paging
 * (`page` from 1, `perPage` up to 100; without `perPage`, every email) with the view's `total`.
 * A label alone lists that label across every folder (not deleted); newest first. 400 on an unknown
 * filter or label.
 */
export const listEmails = http.get(
  api('/api/apps/email'),
  authorized({ action: 'read', subject: 'Email' }, ({ request, account }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const rawFilter = params.get('filter') || null;
    const label = params.get('label') || null;
    if (rawFilter !== null && !(EMAIL_FILTERS as readonly string[]).includes(rawFilter)) {
      return jsonError(400, `Unknown filter '${rawFilter}': use ${EMAIL_FILTERS.join(', ')}`);
    }
    if (label !== null && !(EMAIL_LABELS as readonly string[]).includes(label)) {
      return jsonError(400, `Unknown label '${label}': use ${EMAIL_LABELS.join(', ')}`);
    }
    const filter = rawFilter as EmailFilter | null;
    const askedPage = positive(params.get('page'), 100_000);
    const perPage = positive(params.get('perPage'), 100);
    if (askedPage === null || perPage === null) {
      return jsonError(400, 'page must be a whole number from 1, perPage from 1 to 100');
    }
    const page = askedPage ?? 1;

    const mailbox = mailboxOf(account);
    const emails = mailbox
      .filter(
        (e) =>
          matchText(q, e.from.name, e.subject) &&
          (filter ? inView(e, filter) : label ? !e.isDeleted : inView(e, 'inbox')) &&
          (!label || e.labels.includes(label as Email['labels'][number])),
      )
      .sort((a, b) => b.time.localeCompare(a.time));
    const shown = perPage === undefined ? emails : emails.slice((page - 1) * perPage, page * perPage);
    return HttpResponse.json<EmailListResponse>({
      emails: shown.map(shownEmail),
      emailsMeta: emailsMeta(mailbox),
      total: emails.length,
    });
  }),
);
