/** The flows that end on the success page, and where each is done again. */
export const SUCCESS_FLOWS = {
  'property-listing': '/wizard-examples/property-listing',
  'create-deal': '/wizard-examples/create-deal',
  checkout: '/wizard-examples/checkout',
  register: '/pages/authentication/register-multi-steps',
} as const;

export type SuccessFlow = keyof typeof SUCCESS_FLOWS;

export const isSuccessFlow = (value: string | null): value is SuccessFlow =>
  value !== null && Object.hasOwn(SUCCESS_FLOWS, value);

/** A reference worth showing: short, letters, digits and dashes (the address is typed by anyone). */
export const referenceOf = (value: string | null): string | null =>
  value !== null && /^[A-Za-z0-9-]{1,32}$/.test(value) ? value : null;
