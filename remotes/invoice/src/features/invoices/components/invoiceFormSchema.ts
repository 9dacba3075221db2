import { invoiceSaveSchema } from '@atrium/contracts';

/**
 * The API's invoice schema, plus the rule the form adds: the due date is not before the issue date
 * (its message a key of the invoice area; the contract's English messages give way to the design
 * system's translated ones, see zodFormResolver).
 */
export const invoiceFormSchema = invoiceSaveSchema.refine((v) => v.dueDate >= v.issuedDate, {
  path: ['dueDate'],
  message: 'form.dueBeforeIssue',
});
