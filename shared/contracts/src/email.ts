import { z } from 'zod';
import { LIMITS } from './common';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
/** The `filter` query values: a folder, or the trashed / starred views. */
export const EMAIL_FILTERS = ['inbox', 'sent', 'draft', 'spam', 'trashed', 'starred'] as const;
export type EmailFilter = (typeof EMAIL_FILTERS)[number];
export const EMAIL_LABELS = ['private', 'company', 'personal', 'important'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export interface EmailParty {
  email: string;
  name: string;
  avatar: string;
}

export interface EmailAttachment {
  fileName: string;
  thumbnail: string;
  /** The content as a data URL, or "" when only the file's metadata was kept (a file chosen in compose). */
  url: string;
  /** Text such as "5mb". */
  size: string;
  /** The file's media type, when known (e.g. "application/pdf"). */
  type?: string;
  /** The file's size in bytes, when known. */
  bytes?: number;
  /**
   * The stored file's id (addition): its bytes are at GET /api/apps/email/attachments/{id}, for the
   * mailbox's owner only. Absent when only the file's metadata was kept (older messages).
   */
  id?: string;
}

export interface Email {
  id: number;
  to: EmailParty[];
  from: EmailParty;
  subject: string;
  cc: string[];
  bcc: string[];
  /** HTML text; sanitise before rendering. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  /** ISO date-time without zone, e.g. "2026-05-04T09:15:00". */
  time: string;
  /**
   * Earlier messages of the thread, oldest first (same shape, no further nesting). Superseded by
   * `threadId`: answered empty; the thread is GET /api/apps/email/{id}/thread.
   */
  replies: Email[];
  /**
   * The conversation it belongs to (addition): the id of the message that started it, shared by every
   * message of the thread in every mailbox it reached. Set by the API, never by a caller.
   */
  threadId?: number;
  /** The message of this mailbox it answers or forwards (addition), when it was written here. */
  inReplyTo?: number;
  /** How many messages of its thread the mailbox holds, drafts and trash aside (addition; at least 1). */
  threadSize?: number;
  folder: EmailFolder;
  isRead: boolean;
  isDeleted: boolean;
}

/** GET /api/apps/email/{id}/thread (addition): the messages of the email's thread, oldest first. */
export interface EmailThreadResponse {
  emails: Email[];
}

/** Counts for the mailbox sidebar: unread inbox, all drafts, unread spam, starred (all not deleted). */
export interface EmailsMeta {
  inbox: number;
  draft: number;
  spam: number;
  star: number;
}

export interface EmailListQuery {
  /** Matches sender name or subject, case-insensitively. */
  q?: string;
  /** Default inbox (unless a label is given: then every folder). */
  filter?: EmailFilter;
  label?: EmailLabel;
  /** Paging (addition): page 1 first; without `perPage`, every email. */
  page?: number;
  perPage?: number;
}

export interface EmailListResponse {
  emails: Email[];
  emailsMeta: EmailsMeta;
  /** How many emails the view holds, every page together (addition). */
  total: number;
}

/** The fields of an email that POST /api/apps/email may change. */
export const emailPatchSchema = z
  .object({
    isStarred: z.boolean('isStarred must be true or false'),
    isRead: z.boolean('isRead must be true or false'),
    isDeleted: z.boolean('isDeleted must be true or false'),
    folder: z.enum(EMAIL_FOLDERS, 'folder must be inbox, sent, draft or spam'),
  })
  .partial()
  .strict();
export type EmailPatch = z.infer<typeof emailPatchSchema>;

/**
 * The body of POST /api/apps/email: with `label`, toggles that label on the emails `ids`;
 * without it, merges `data` into them. `ids` may be one id or a list.
 */
export const emailUpdateSchema = z
  .object({
    ids: z.union(
      [
        z.number().int().positive(),
        z
          .array(z.number().int().positive())
          .min(1, 'Give at least one id')
          .max(LIMITS.ids, 'Give at most 1000 ids'),
      ],
      'ids must be an id or a list of ids',
    ),
    data: emailPatchSchema.optional(),
    label: z.enum(EMAIL_LABELS, 'label must be private, company, personal or important').optional(),
  })
  .refine((body) => body.label !== undefined || body.data !== undefined, {
    message: 'Give data or label',
    path: ['data'],
  });
export type EmailUpdate = z.input<typeof emailUpdateSchema>;

/** The answer of POST /api/apps/email (201): the emails as changed. */
export interface EmailUpdateResponse {
  emails: Email[];
}

const recipient = (message: string) => z.email(message).max(LIMITS.email, message);

/** The largest attachment a message may carry, as a base64 data URL (about 512 KB of file). */
export const MAX_ATTACHMENT_URL = 700_000;
/** A chosen file's largest size (its metadata only is sent: name, size, type). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * The largest file uploaded as an attachment (addition), kept with its bytes: the API's body limit is
 * 1 MB, and the bytes are stored with the mailbox.
 */
export const MAX_ATTACHMENT_FILE_BYTES = 512 * 1024;
/** The most files one message may carry. */
export const MAX_ATTACHMENTS = 5;

/** A file sent with its content: its name and a base64 `data:` URL (e.g. a generated invoice PDF). */
export const emailAttachmentSendSchema = z.object({
  fileName: z.string().trim().min(1, 'An attachment needs a name').max(255, 'The file name is too long'),
  url: z
    .string()
    .max(MAX_ATTACHMENT_URL, 'The attachment is too large')
    .regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/]*={0,2}$/, 'An attachment is a base64 data URL'),
});

/** A file chosen in compose (addition): only its metadata is kept in the record, never its content. */
export const emailAttachmentMetaSchema = z.object({
  fileName: z.string().trim().min(1, 'An attachment needs a name').max(255, 'The file name is too long'),
  size: z
    .number('size must be a number of bytes')
    .int('size must be a number of bytes')
    .min(0, 'size must be a number of bytes')
    .max(MAX_ATTACHMENT_BYTES, 'Each attachment is at most 10 MB'),
  type: z.string().max(255, 'The media type is too long').default(''),
});
export type EmailAttachmentMeta = z.input<typeof emailAttachmentMetaSchema>;

/**
 * A file uploaded first (addition): POST /api/apps/email/attachments answered its id; only the
 * uploader's own files can be attached.
 */
export const emailAttachmentFileSchema = z.object({
  fileId: z.string().regex(/^[0-9a-f]{32}$/, 'fileId is the id an upload answered'),
});
export type EmailAttachmentFile = z.input<typeof emailAttachmentFileSchema>;

/** The answer of POST /api/apps/email/attachments (addition, 201): the stored file. */
export interface EmailAttachmentUploadResponse {
  attachment: EmailAttachment & { id: string };
}

/**
 * POST /api/apps/email/send (addition): a new message, stored in "sent" (or "draft" with `draft: true`).
 * A draft may lack recipients and subject; a sent message needs both. `draftId` sends or updates that
 * draft instead of adding a message; `replyTo` (a message of the caller's) puts the new one in the
 * thread of the message it answers or forwards (the thread is the API's to set: a `threadId` or
 * `inReplyTo` in the body is ignored);
 * `html: true` says `message` is HTML (from the rich-text editor), otherwise it is plain text.
 */
export const emailSendSchema = z
  .object({
    to: z
      .array(recipient('Each recipient must be an email address'))
      .max(LIMITS.list, 'At most 100 recipients')
      .default([]),
    cc: z.array(recipient('Each cc must be an email address')).max(LIMITS.list, 'At most 100 cc').default([]),
    bcc: z
      .array(recipient('Each bcc must be an email address'))
      .max(LIMITS.list, 'At most 100 bcc')
      .default([]),
    subject: z.string().trim().max(200, 'Subject is at most 200 characters').default(''),
    message: z.string().max(LIMITS.text, 'The message is too long').default(''),
    html: z.boolean('html must be true or false').default(false),
    draft: z.boolean().default(false),
    draftId: z.number().int().positive('draftId must be an id').optional(),
    replyTo: z.number().int().positive('replyTo must be an id').optional(),
    attachments: z
      .array(
        z.union(
          [emailAttachmentFileSchema, emailAttachmentSendSchema, emailAttachmentMetaSchema],
          "An attachment is an uploaded file's id, a data URL or a file's name and size",
        ),
      )
      .max(MAX_ATTACHMENTS, 'At most 5 attachments')
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.draft) return;
    if (body.to.length === 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Add at least one recipient' });
    if (body.subject === '')
      ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Subject is required' });
  });
export type EmailSend = z.input<typeof emailSendSchema>;

/** How many contacts GET /api/apps/email/contacts answers when not told, and at most. */
export const EMAIL_CONTACTS_LIMIT = { default: 8, max: 50 } as const;

const contactsLimitMessage = `limit must be a whole number from 1 to ${EMAIL_CONTACTS_LIMIT.max}`;

/**
 * The query of GET /api/apps/email/contacts (addition), as its text parameters: `q` matches a name or
 * an address (trimmed; case and accents ignored), `limit` bounds the answer.
 */
export const emailContactsQuerySchema = z.object({
  q: z.string().max(LIMITS.email, `q is at most ${LIMITS.email} characters`).default(''),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,2}$/, contactsLimitMessage)
    .transform(Number)
    .refine((n) => n <= EMAIL_CONTACTS_LIMIT.max, contactsLimitMessage)
    .default(EMAIL_CONTACTS_LIMIT.default),
});
/** GET /api/apps/email/contacts as a client asks it. */
export interface EmailContactsQuery {
  q?: string;
  limit?: number;
}

/**
 * The answer of GET /api/apps/email/contacts: the people one may write to (those in the mailbox's
 * messages and the users directory), one per address, by name.
 */
export interface EmailContactsResponse {
  contacts: EmailParty[];
}
