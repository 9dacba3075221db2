import { z } from 'zod';
import { addYears, startOfDay } from 'date-fns';

// Every kind of rule a form meets, each message a key of the forms section's strings (the resolver
// translates it, with the rule's bounds as {{minimum}} / {{maximum}}).

const E = (key: string) => `formValidation.errors.${key}`;

/** Names already taken: what a server would answer, looked up as it would be (asynchronously). */
export const TAKEN_USERNAMES = ['admin', 'root', 'atrium', 'support'];

const isUsernameFree = (name: string) =>
  Promise.resolve(!TAKEN_USERNAMES.includes(name.trim().toLowerCase()));

/** What a strong password has: each rule met adds to its strength (0–5). */
export const PASSWORD_RULES = [
  (p: string) => p.length >= 8,
  (p: string) => /[a-z]/.test(p),
  (p: string) => /[A-Z]/.test(p),
  (p: string) => /\d/.test(p),
  (p: string) => /[^A-Za-z0-9]/.test(p),
];

export const passwordStrength = (password: string) => PASSWORD_RULES.filter((rule) => rule(password)).length;

export const CHANNELS = ['email', 'sms', 'push'] as const;

export function validationSchema(today = startOfDay(new Date())) {
  const lastDay = addYears(today, 1);
  return z
    .object({
      fullName: z.string().trim().min(1, E('required')).min(3, E('tooShort')).max(40, E('tooLong')),
      email: z
        .string()
        .trim()
        .min(1, E('required'))
        .pipe(z.email(E('email'))),
      website: z
        .string()
        .trim()
        .min(1, E('required'))
        .pipe(z.url({ protocol: /^https?$/, error: E('url') })),
      username: z
        .string()
        .trim()
        .min(1, E('required'))
        .regex(/^[a-z0-9_]{3,16}$/, E('username'))
        .refine(isUsernameFree, E('usernameTaken')),
      age: z
        .string()
        .trim()
        .min(1, E('required'))
        .pipe(z.coerce.number<string>(E('number')).int(E('integer')).min(18, E('age')).max(99, E('age'))),
      zip: z
        .string()
        .trim()
        .regex(/^\d{5}$/, E('zip')),
      password: z
        .string()
        .min(1, E('required'))
        .refine((p) => passwordStrength(p) === PASSWORD_RULES.length, E('weakPassword')),
      confirmPassword: z.string().min(1, E('required')),
      startDate: z.date(E('date')).min(today, E('dateRange')).max(lastDay, E('dateRange')),
      channels: z.array(z.enum(CHANNELS)).min(1, E('oneChannel')),
      terms: z.literal(true, E('terms')),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: E('mismatch'),
      // Checked as soon as both are typed, not only once the rest of the form is valid.
      when: ({ value }) => {
        const v = value as { password?: unknown; confirmPassword?: unknown };
        return (
          typeof v.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== ''
        );
      },
    });
}

export type ValidationValues = z.input<ReturnType<typeof validationSchema>>;
export type ValidationOutput = z.output<ReturnType<typeof validationSchema>>;

export const EMPTY_VALUES: ValidationValues = {
  fullName: '',
  email: '',
  website: '',
  username: '',
  age: '',
  zip: '',
  password: '',
  confirmPassword: '',
  startDate: undefined as unknown as Date,
  channels: [],
  terms: false as unknown as true,
};
