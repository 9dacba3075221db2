import { http, HttpResponse } from 'msw';
import type { Email, EmailFilter, EmailLabel, EmailUpdate } from '@atrium/contracts';

const person = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@mail.test`,
  avatar: '',
});

export function makeEmail(id: number, patch: Partial<Email> = {}): Email {
  return {
    id,
    to: [person('Me')],
    from: person(`Sender ${id}`),
    subject: `Subject ${id}`,
    cc: [],
    bcc: [],
    message: `<p>Body of ${id}</p>`,
    attachments: [],
    isStarred: false,
    labels: [],
    time: '2026-05-04T09:15:00',
    replies: [],
    folder: 'inbox',
    isRead: true,
    isDeleted: false,
    ...patch,
  };
}

/**
 * A stateful stand-in for GET and POST /api/apps/email that follows the contract, so the page is tested
 * against the same answers the mock API gives. Returns the emails (to inspect) and the POST bodies.
 */
export function emailApi(initial: Email[]) {
  const emails = initial.map((e) => ({ ...e }));
  const posts: EmailUpdate[] = [];
  const queries: URLSearchParams[] = [];
  const handlers = [
    http.get('*/api/apps/email', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const q = (params.get('q') ?? '').toLowerCase();
      const label = params.get('label') as EmailLabel | null;
      const filter = (params.get('filter') ?? (label ? '' : 'inbox')) as EmailFilter | '';
      const list = emails.filter((e) => {
        if (q && !e.from.name.toLowerCase().includes(q) && !e.subject.toLowerCase().includes(q)) return false;
        if (label && !e.labels.includes(label)) return false;
        if (filter === 'trashed') return e.isDeleted;
        if (e.isDeleted) return false;
        if (filter === 'starred') return e.isStarred;
        return filter === '' || e.folder === filter;
      });
      const live = emails.filter((e) => !e.isDeleted);
      const perPage = Number(params.get('perPage') ?? list.length);
      const page = Number(params.get('page') ?? 1);
      return HttpResponse.json({
        emails: list.slice((page - 1) * perPage, page * perPage),
        total: list.length,
        emailsMeta: {
          inbox: live.filter((e) => e.folder === 'inbox' && !e.isRead).length,
          draft: live.filter((e) => e.folder === 'draft').length,
          spam: live.filter((e) => e.folder === 'spam' && !e.isRead).length,
          star: live.filter((e) => e.isStarred).length,
        },
      });
    }),
    http.post('*/api/apps/email', async ({ request }) => {
      const body = (await request.json()) as EmailUpdate;
      posts.push(body);
      const ids = Array.isArray(body.ids) ? body.ids : [body.ids];
      for (const e of emails) {
        if (!ids.includes(e.id)) continue;
        if (body.label)
          e.labels = e.labels.includes(body.label)
            ? e.labels.filter((l) => l !== body.label)
            : [...e.labels, body.label];
        else Object.assign(e, body.data);
      }
      return HttpResponse.json({ emails: emails.filter((e) => ids.includes(e.id)) }, { status: 201 });
    }),
    // The conversation: the emails of its thread (an email without one is its own), oldest first.
    http.get('*/api/apps/email/:id/thread', ({ params }) => {
      const email = emails.find((e) => e.id === Number(params.id));
      if (!email) return HttpResponse.json({ message: 'No email' }, { status: 404 });
      const thread = emails
        .filter((e) => e === email || (e.threadId ?? e.id) === (email.threadId ?? email.id))
        .sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
      return HttpResponse.json({ emails: thread.map((e) => ({ ...e, threadSize: thread.length })) });
    }),
  ];
  return { emails, posts, queries, handlers };
}
