import type { Email, EmailFolder, EmailLabel, EmailParty } from '@atrium/contracts';
import { avatarUrl } from '@atrium/mocks/data/people';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';

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

// [from, subject, folder, labels, isStarred, isRead, isDeleted, attachments?, replies?]
type Row = [EmailParty, string, EmailFolder, EmailLabel[], boolean, boolean, boolean, number?, number?];

const ROWS: Row[] = [
  [
    party('Ross Geller'),
    'Quarterly roadmap review',
    'inbox',
    ['company', 'important'],
    true,
    false,
    false,
    1,
    2,
  ],
  [party('Felecia Rower'), 'Your invoice #4987 is ready', 'inbox', ['private'], false, false, false, 1],
  [party('Verla Morgano'), 'Team lunch on Friday?', 'inbox', ['personal'], false, true, false],
  [party('Ardis Balderson'), 'Security update for your account', 'inbox', ['important'], true, true, false],
  [party('Miguel Guelff'), 'Design review notes', 'inbox', ['company'], false, false, false, 2, 1],
  [party('Holly Kearsley'), 'Holiday photos', 'inbox', ['personal'], false, true, false, 1],
  [party('Nadia Haddad'), 'Contract renewal', 'inbox', ['company', 'private'], true, false, false],
  [party('Omar Rahman'), 'Weekly newsletter: UI trends', 'inbox', [], false, true, false],
  [party('Grace Walsh'), 'Onboarding checklist', 'inbox', ['company'], false, true, false, 1],
  [
    party('Kofi Mensah'),
    'Re: Conference tickets',
    'inbox',
    ['personal', 'important'],
    false,
    false,
    false,
    0,
    2,
  ],
  [party('Aiko Tanaka'), 'Server maintenance window', 'inbox', ['important'], false, true, false],
  [party('Liam Becker'), 'Budget approval needed', 'inbox', ['company'], true, true, true],
  [party('Sofia Rossi'), 'Old thread about parking', 'inbox', [], false, true, true],
  [ME, 'Proposal for the new landing page', 'sent', ['company'], false, true, false, 1],
  [ME, 'Re: Team lunch on Friday?', 'sent', ['personal'], false, true, false],
  [ME, 'Interview schedule', 'sent', ['company', 'important'], true, true, false],
  [ME, 'Photos from the trip', 'sent', ['personal'], false, true, true],
  [ME, 'Draft: product launch announcement', 'draft', ['company'], false, true, false],
  [ME, 'Draft: thank-you note', 'draft', ['private'], false, true, false],
  [ME, 'Draft: expense report', 'draft', [], true, true, false, 1],
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

const ATTACHMENTS = [
  { fileName: 'report.xlsx', thumbnail: '/images/icons/file/xls.svg', url: '', size: '32mb' },
  { fileName: 'documentation.doc', thumbnail: '/images/icons/file/doc.svg', url: '', size: '2mb' },
  { fileName: 'slides.pdf', thumbnail: '/images/icons/file/pdf.svg', url: '', size: '5mb' },
];

/**
 * The demo admin's mailbox: 25 emails over every folder, label and state (read, starred, deleted), the
 * same on every load. Every other user's mailbox starts empty.
 */
export function buildEmails(): StoredEmail[] {
  const emails = ROWS.map(
    ([from, subject, folder, labels, isStarred, isRead, isDeleted, attachments = 0, replies = 0], i) => {
      const id = i + 1;
      const to = from === ME ? [party(['Ross Geller', 'Verla Morgano', 'Nadia Haddad'][i % 3])] : [ME];
      const email: Email = {
        id,
        to,
        from,
        subject,
        cc: i % 4 === 0 ? ['office@atrium.test'] : [],
        bcc: [],
        message: BODIES[i % BODIES.length],
        attachments: ATTACHMENTS.slice(0, attachments),
        isStarred,
        labels: [...labels],
        time: timeOf(i),
        replies: [],
        folder,
        isRead,
        isDeleted,
      };
      email.replies = Array.from({ length: replies }, (_, r) => ({
        ...email,
        id: 1000 + id * 10 + r,
        to: [from],
        from: r % 2 === 0 ? to[0] : from,
        message: `<p>Earlier message ${r + 1} of this thread.</p>`,
        attachments: [],
        labels: [],
        time: timeOf(i + replies - r),
        replies: [],
      }));
      return email;
    },
  );
  return emails.map((email) => ({ ...email, ownerId: DEMO_ADMIN_ID }));
}
