import { z } from 'zod';

// The example forms' rules; messages are keys of the forms section's strings.
const required = z.string().trim().min(1, 'formLayouts.errors.required');
const email = required.pipe(z.email('formLayouts.errors.email'));

export const contactSchema = z.object({
  fullName: required,
  email,
  phone: z.string().trim(),
  password: z.string().min(8, 'formLayouts.errors.password'),
  remember: z.boolean(),
});
export type ContactValues = z.input<typeof contactSchema>;
export const EMPTY_CONTACT: ContactValues = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  remember: false,
};

export const profileSchema = z.object({
  firstName: required,
  lastName: required,
  email,
  company: z.string().trim(),
  country: required,
  language: required,
  birthDate: z.string(),
  phone: z.string().trim(),
});
export type ProfileValues = z.input<typeof profileSchema>;
export const EMPTY_PROFILE: ProfileValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  country: '',
  language: '',
  birthDate: '',
  phone: '',
};

export const orderSchema = z.object({
  fullName: required,
  email,
  address: required,
  city: required,
  zip: z
    .string()
    .trim()
    .regex(/^\d{4,6}$/, 'formLayouts.errors.zip'),
  country: required,
  delivery: z.enum(['standard', 'express', 'pickup']),
  cardName: required,
  notes: z.string().max(200, 'formLayouts.errors.tooLong'),
  newsletter: z.boolean(),
});
export type OrderValues = z.input<typeof orderSchema>;
export const EMPTY_ORDER: OrderValues = {
  fullName: '',
  email: '',
  address: '',
  city: '',
  zip: '',
  country: '',
  delivery: 'standard',
  cardName: '',
  notes: '',
  newsletter: false,
};
