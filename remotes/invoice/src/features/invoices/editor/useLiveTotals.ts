import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { invoiceTotals, type InvoiceTotals } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import type { InvoiceFormValues } from './invoiceFormSchema';

/** A number field's value while typing: empty or half-typed ("", "1e") counts as 0 for the totals. */
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export interface LiveTotals {
  totals: InvoiceTotals;
  /** Formats an amount in the invoice's currency and the page's locale. */
  money: (amount: number) => string;
}

/** The invoice's totals as the user types: the contract's one arithmetic, never a second one. */
export function useLiveTotals(control: Control<InvoiceFormValues>): LiveTotals {
  const [items, discount, tax, currency] = useWatch({ control, name: ['items', 'discount', 'tax', 'currency'] });
  const { money: format } = useFormatters();
  return useMemo(
    () => ({
      totals: invoiceTotals({
        items: (items ?? []).map((item) => ({ cost: amount(item?.cost), quantity: amount(item?.quantity) })),
        discount: amount(discount),
        tax: amount(tax),
      }),
      money: (n: number) => format(n, currency || 'USD'),
    }),
    [items, discount, tax, currency, format],
  );
}
