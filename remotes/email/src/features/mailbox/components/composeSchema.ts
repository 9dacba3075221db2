import { z } from 'zod';
import type { ChosenAttachment } from '../compose/attachments';

/** Splits "a@x.test, b@y.test; c@z.test" into addresses. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const addressList = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((v) => !required || splitAddresses(v).length > 0, { message: 'compose.errors.toRequired' })
    .refine((v) => splitAddresses(v).every((a) => z.email().safeParse(a).success), {
      message: 'compose.errors.invalidAddress',
    });

/** The compose form; messages are translation keys of the email namespace. The message is HTML. */
export const composeSchema = z.object({
  to: addressList(true),
  cc: addressList(false),
  bcc: addressList(false),
  subject: z
    .string()
    .trim()
    .min(1, 'compose.errors.subjectRequired')
    .max(200, 'compose.errors.subjectTooLong'),
  message: z.string().trim().min(1, 'compose.errors.messageRequired'),
});

export type ComposeValues = z.infer<typeof composeSchema>;

/** What opens compose: a reply, a forward or a saved draft (its id, to update and send it). */
export type ComposeDraft = Partial<ComposeValues> & {
  draftId?: number;
  replyTo?: number;
  attachments?: ChosenAttachment[];
};
