import { z } from 'zod';
import { invoiceItemSchema, invoiceSaveSchema, LIMITS, MAX_INVOICE_ITEMS } from '@atrium/contracts';

/**
 * The API's invoice body with the editor's messages: each is a key of the invoice area (`form.errors.*`)
 * where the design system's generic message would be vague ("Enter 0 or more" for a quantity that must
 * be above 0), and the rule the API checks on its own: the due date is not before the issue date.
 * Messages not named here are the contract's, which give way to the translated generic ones.
 */
const { shape } = invoiceSaveSchema;

const itemSchema = invoiceItemSchema.extend({
  description: invoiceItemSchema.shape.description.unwrap(),
  name: z.string().trim().min(1, 'form.errors.itemRequired').max(LIMITS.name),
  quantity: z.number().gt(0, 'form.errors.quantityPositive').max(LIMITS.quantity),
});

export const invoiceFormSchema = invoiceSaveSchema
  .extend({
    // The form always holds every field: the API's defaults (for a body that leaves them out) unwrapped.
    discount: shape.discount.unwrap(),
    tax: shape.tax.unwrap(),
    currency: shape.currency.unwrap(),
    salesperson: shape.salesperson.unwrap(),
    note: shape.note.unwrap(),
    paymentTerms: shape.paymentTerms.unwrap(),
    items: z
      .array(itemSchema)
      .min(1, 'form.errors.noItems')
      .max(MAX_INVOICE_ITEMS, 'form.errors.tooManyItems'),
  })
  .refine((v) => v.dueDate >= v.issuedDate, { path: ['dueDate'], message: 'form.errors.dueBeforeIssue' });

/** What the editor holds (and sends): every field of the API's body. */
export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;
