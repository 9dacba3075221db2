import { z } from 'zod';

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

/** The compose form; messages are translation keys of the email namespace. */
export const composeSchema = z.object({
  to: addressList(true),
  cc: addressList(false),
  subject: z
    .string()
    .trim()
    .min(1, 'compose.errors.subjectRequired')
    .max(255, 'compose.errors.subjectTooLong'),
  message: z.string().trim().min(1, 'compose.errors.messageRequired'),
});

export type ComposeValues = z.infer<typeof composeSchema>;

/** What a reply or forward pre-fills. */
export type ComposeDraft = Partial<Pick<ComposeValues, 'to' | 'subject' | 'message'>>;
