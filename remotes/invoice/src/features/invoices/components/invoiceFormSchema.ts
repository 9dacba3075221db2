import { invoiceSaveSchema } from '@atrium/contracts';

/** The API's invoice schema, plus the rule the form adds: the due date is not before the issue date. */
export const invoiceFormSchema = invoiceSaveSchema.refine((v) => v.dueDate >= v.issuedDate, {
  path: ['dueDate'],
  message: 'dueBeforeIssue',
});
