// zod/mini, as the other public forms: the page stays small. Messages are shell translation keys; the
// API (shared/contracts, contactRequestSchema) applies the same rules.
import * as z from 'zod/mini';

export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'landing.contact.nameRequired'), z.maxLength(80)),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'landing.contact.emailRequired'),
      z.email('landing.contact.emailInvalid'),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'landing.contact.messageTooShort'),
      z.maxLength(2000, 'landing.contact.messageTooLong'),
    ),
});
export type ContactForm = z.infer<typeof contactSchema>;
