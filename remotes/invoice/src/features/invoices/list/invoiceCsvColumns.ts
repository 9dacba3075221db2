import type { Invoice } from '@atrium/contracts';
import type { CsvColumn } from '@atrium/platform/list';

/**
 * The columns of the invoice list's CSV export. Amounts stay plain numbers (with their currency in a
 * column of its own) so that a spreadsheet can add them up; dates stay ISO for the same reason.
 */
export function invoiceCsvColumns(t: (key: string) => string): CsvColumn<Invoice>[] {
  return [
    { header: t('list.csv.number'), value: (i) => i.id },
    { header: t('columns.status'), value: (i) => t(`status.${i.invoiceStatus}`) },
    { header: t('columns.client'), value: (i) => i.client.name },
    { header: t('list.csv.email'), value: (i) => i.client.companyEmail },
    { header: t('list.csv.service'), value: (i) => i.service },
    { header: t('columns.issuedDate'), value: (i) => i.issuedDate },
    { header: t('list.csv.dueDate'), value: (i) => i.dueDate },
    { header: t('list.csv.currency'), value: (i) => i.currency },
    { header: t('columns.total'), value: (i) => i.total },
    { header: t('columns.balance'), value: (i) => i.balance },
  ];
}
