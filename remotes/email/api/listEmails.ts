import { http, HttpResponse } from 'msw';
import {
  EMAIL_FILTERS,
  EMAIL_LABELS,
  type EmailFilter,
  type EmailListResponse,
  type EmailsMeta,
} from '@atrium/contracts';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { queryListWith, type ListCondition, type ListSpec } from '@atrium/mocks/lib/listQuery';
import type { StoredEmail } from './data/emails';
import { authorized } from '@atrium/mocks/lib/authorize';
import { shownEmail } from './mailbox';
import { threadSizes } from './threads';

export const EMAIL_LIST: ListSpec = {
  collection: 'emails',
  search: ['from.name', 'subject'],
  filters: [],
  sort: {},
  defaultSort: { path: 'time', kind: 'text', descending: true },
  conditionPaths: ['ownerId', 'folder', 'isDeleted', 'isStarred', 'isRead'],
};

const is = (path: string, value: string | number | boolean): ListCondition => ({ kind: 'is', path, value });

/** A folder's view: its live emails; starred: every live starred one; trash: every deleted one. */
function viewOf(filter: EmailFilter): ListCondition[] {
  if (filter === 'trashed') return [is('isDeleted', true)];
  if (filter === 'starred') return [is('isStarred', true), is('isDeleted', false)];
  return [is('folder', filter), is('isDeleted', false)];
}

/** Sidebar counts: unread inbox, drafts, unread spam, starred — none of them deleted. */
async function emailsMeta(owner: ListCondition): Promise<EmailsMeta> {
  const count = async (conditions: ListCondition[]) =>
    (
      await queryListWith(EMAIL_LIST, {
        q: '',
        filters: [],
        conditions: [owner, is('isDeleted', false), ...conditions],
        page: 1,
        itemsPerPage: 0,
      })
    ).total;
  const [inbox, draft, spam, star] = await Promise.all([
    count([is('folder', 'inbox'), is('isRead', false)]),
    count([is('folder', 'draft')]),
    count([is('folder', 'spam'), is('isRead', false)]),
    count([is('isStarred', true)]),
  ]);
  return { inbox, draft, spam, star };
}

const positive = (text: string | null, max: number) => {
  if (text === null) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};

/**
 * GET /api/apps/email — the caller's mailbox: q (sender name or subject), filter (default inbox), label, and paging
 * (`page` from 1, `perPage` up to 100; without `perPage`, every email) with the view's `total`.
 * A label alone lists that label across every folder (not deleted); newest first. Each message is a row
 * of its folder (a conversation spans folders: what one received and what one answered), with its
 * thread's size (`threadSize`, counted in the handler for the page's rows; the list's SQL is the
 * same). 400 on an unknown filter or label.
 */
export const listEmails = http.get(
  api('/api/apps/email'),
  authorized({ action: 'read', subject: 'Email' }, async ({ request, account }) => {
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

    const owner = is('ownerId', account.id);
    const view = filter ? viewOf(filter) : label ? [is('isDeleted', false)] : viewOf('inbox');
    const { rows, total } = await queryListWith<StoredEmail>(EMAIL_LIST, {
      q: (q ?? '').trim(),
      filters: [],
      conditions: [
        owner,
        ...view,
        ...(label ? [{ kind: 'has' as const, path: 'labels', value: label }] : []),
      ],
      page,
      itemsPerPage: perPage ?? -1,
    });
    const sizes = threadSizes(account, rows);
    return HttpResponse.json<EmailListResponse>({
      emails: rows.map((e, i) => ({ ...shownEmail(e), threadSize: sizes[i] })),
      emailsMeta: await emailsMeta(owner),
      total,
    });
  }),
);
