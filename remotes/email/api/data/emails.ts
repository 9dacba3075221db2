import type { Email, EmailFolder, EmailLabel, EmailParty } from '@atrium/contracts';
import { avatarUrl } from '@atrium/mocks/data/people';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';
import { sizeText } from '../files/fileStore';
import { sampleFiles } from './sampleFiles';

/** An email as stored: a message of one user's mailbox (`ownerId`, a user id; never answered). */
export type StoredEmail = Email & { ownerId: number };

/** A mailbox's own address: the user's, as its owner's messages name the sender. */
export const ownParty = (user: { email: string; avatar: string }): EmailParty => ({
  email: user.email,
  name: 'me',
  avatar: user.avatar,
});

/** The sample mailbox's owner, the demo admin (John Doe, admin@demo.com). */
const ME: EmailParty = ownParty({ email: 'admin@demo.com', avatar: avatarUrl('John Doe') });

const party = (name: string): EmailParty => ({
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@mail.test`,
  avatar: avatarUrl(name),
});

// [from, subject, folder, labels, isStarred, isRead, isDeleted]
type Row = [EmailParty, string, EmailFolder, EmailLabel[], boolean, boolean, boolean];

const ROWS: Row[] = [
  [party('Ross Geller'), 'Quarterly roadmap review', 'inbox', ['company', 'important'], true, false, false],
  [party('Felecia Rower'), 'Your invoice #4987 is ready', 'inbox', ['private'], false, false, false],
  [party('Verla Morgano'), 'Team lunch on Friday?', 'inbox', ['personal'], false, true, false],
  [party('Ardis Balderson'), 'Security update for your account', 'inbox', ['important'], true, true, false],
  [party('Miguel Guelff'), 'Design review notes', 'inbox', ['company'], false, false, false],
  [party('Holly Kearsley'), 'Holiday photos', 'inbox', ['personal'], false, true, false],
  [party('Nadia Haddad'), 'Contract renewal', 'inbox', ['company', 'private'], true, false, false],
  [party('Omar Rahman'), 'Weekly newsletter: UI trends', 'inbox', [], false, true, false],
  [party('Grace Walsh'), 'Onboarding checklist', 'inbox', ['company'], false, true, false],
  [party('Kofi Mensah'), 'Re: Conference tickets', 'inbox', ['personal', 'important'], false, false, false],
  [party('Aiko Tanaka'), 'Server maintenance window', 'inbox', ['important'], false, true, false],
  [party('Liam Becker'), 'Budget approval needed', 'inbox', ['company'], true, true, true],
  [party('Sofia Rossi'), 'Old thread about parking', 'inbox', [], false, true, true],
  [ME, 'Proposal for the new landing page', 'sent', ['company'], false, true, false],
  [ME, 'Re: Conference tickets', 'sent', ['personal'], false, true, false],
  [ME, 'Interview schedule', 'sent', ['company', 'important'], true, true, false],
  [ME, 'Photos from the trip', 'sent', ['personal'], false, true, true],
  [ME, 'Draft: product launch announcement', 'draft', ['company'], false, true, false],
  [ME, 'Draft: thank-you note', 'draft', ['private'], false, true, false],
  [ME, 'Draft: expense report', 'draft', [], true, true, false],
  [party('Prize Center'), 'You have won a cruise!!!', 'spam', [], false, false, false],
  [party('Crypto Daily'), 'Double your coins today', 'spam', [], false, false, false],
  [party('Pharma Deals'), 'Limited offer inside', 'spam', [], false, true, false],
  [party('Lottery Board'), 'Claim your reward', 'spam', [], false, true, true],
  [party('Wen Kim'), 'Pull request feedback', 'inbox', ['company'], false, false, false],
];

const BODIES = [
  '<p>Hi,</p><p>Please find the details below. Let me know if anything is unclear before our next meeting.</p><p>Thanks,</p>',
  '<p>Hello there,</p><p>Just a quick reminder about the item we discussed. I have attached the relevant files.</p><p>Best regards,</p>',
  '<p>Hey!</p><p>Could you take a look when you have a minute? <strong>No rush</strong>, end of week is fine.</p>',
];

const pad = (n: number) => String(n).padStart(2, '0');
/** Deterministic times: one email every ~7 hours back from 2026-05-20T18:00. */
const timeOf = (i: number) => {
  const base = Date.UTC(2026, 4, 20, 18, 0, 0);
  const d = new Date(base - i * (7 * 60 + 13) * 60 * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};

/**
 * The sample conversations: the messages written before a row's, oldest first, each from the row's
 * correspondent (`them`) or the mailbox's owner (`me`); and the rows that answer another row
 * (row 15, the owner's answer, sits between row 10's thread's first message and row 10).
 */
const EARLIER: Record<number, { by: 'me' | 'them'; subject?: string; text: string }[]> = {
  1: [
    { by: 'them', text: 'Here is the draft roadmap for next quarter. Can we review it on Friday?' },
    { by: 'me', subject: 'Re: Quarterly roadmap review', text: 'Friday works. I will bring the numbers.' },
  ],
  5: [{ by: 'me', text: 'Could you send me your notes from the design review?' }],
  10: [
    {
      by: 'them',
      subject: 'Conference tickets',
      text: 'I can get us two tickets for the June conference. Interested?',
    },
  ],
};
/** Row 15 (the owner's "Re: Conference tickets") answers row 10's first message; row 10 answers it. */
const JOINS: Record<number, { thread: number; after: 'first' | number }> = {
  15: { thread: 10, after: 'first' },
};

/**
 * The demo admin's mailbox: 25 emails over every folder, label and state (read, starred, deleted), the
 * same on every load, some the newest of a conversation whose earlier messages follow them (ids from
 * 26, older than every row), and some carrying small generated files (sampleFiles.ts). Every other
 * user's mailbox starts empty.
 */
export function buildEmails(): StoredEmail[] {
  const files = sampleFiles();
  const rows: Email[] = ROWS.map(([from, subject, folder, labels, isStarred, isRead, isDeleted], i) => {
    const id = i + 1;
    const correspondent =
      id === 15 ? party('Kofi Mensah') : party(['Ross Geller', 'Verla Morgano', 'Nadia Haddad'][i % 3]);
    const to = from === ME ? [correspondent] : [ME];
    return {
      id,
      to,
      from,
      subject,
      cc: i % 4 === 0 ? ['office@atrium.test'] : [],
      bcc: [],
      message: BODIES[i % BODIES.length],
      attachments: files
        .filter((f) => f.emailId === id)
        .map((f) => ({
          id: f.id,
          fileName: f.fileName,
          type: f.type,
          bytes: f.bytes.length,
          size: sizeText(f.bytes.length),
          url: '',
          thumbnail: '',
        })),
      isStarred,
      labels: [...labels],
      time: timeOf(i),
      replies: [],
      threadId: id,
      folder,
      isRead,
      isDeleted,
    };
  });
  const earlier: Email[] = [];
  let age = 25;
  for (const [rowId, messages] of Object.entries(EARLIER)) {
    const row = rows[Number(rowId) - 1];
    const them = row.from === ME ? row.to[0] : row.from;
    // Oldest first: the first message gets the oldest time.
    const times = messages.map(() => timeOf(age++)).reverse();
    const thread = messages.map((m, k): Email => ({
      ...row,
      id: 26 + earlier.length + k,
      from: m.by === 'me' ? ME : them,
      to: [m.by === 'me' ? them : ME],
      cc: [],
      subject: m.subject ?? row.subject.replace(/^Re: /, ''),
      message: `<p>${m.text}</p>`,
      attachments: [],
      labels: [],
      isStarred: false,
      isRead: true,
      isDeleted: false,
      folder: m.by === 'me' ? 'sent' : 'inbox',
      time: times[k],
    }));
    thread.forEach((m, k) => {
      m.threadId = thread[0].id;
      if (k > 0) m.inReplyTo = thread[k - 1].id;
    });
    row.threadId = thread[0].id;
    row.inReplyTo = thread[thread.length - 1].id;
    earlier.push(...thread);
  }
  for (const [rowId, join] of Object.entries(JOINS)) {
    const row = rows[Number(rowId) - 1];
    const target = rows[join.thread - 1];
    const first = earlier.find((m) => m.id === target.threadId)!;
    row.threadId = first.id;
    row.inReplyTo = first.id;
    target.inReplyTo = row.id;
  }
  return [...rows, ...earlier].map((email) => ({ ...email, ownerId: DEMO_ADMIN_ID }));
}
