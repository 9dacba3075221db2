import { useWatch, type Control } from 'react-hook-form';
import { invoiceTotals } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import type { InvoiceFormValues } from './invoiceFormSchema';
import { InvoiceTotalsSummary } from './InvoiceTotalsSummary';

/** A number field's value while typing: empty or half-typed ("", "1e") counts as 0 for the totals. */
export const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Formats an amount in the invoice's currency (as chosen now) and the page's locale. */
export function useInvoiceMoney(control: Control<InvoiceFormValues>) {
  const currency = useWatch({ control, name: 'currency' });
  const { money } = useFormatters();
  return (n: number) => money(n, currency || 'USD');
}

/**
 * One line's total as the user types, with the contract's one arithmetic. A component of its own, like
 * the summary below, so a keystroke re-renders what shows the number and not the whole editor.
 */
export function LiveLineTotal({ control, index }: { control: Control<InvoiceFormValues>; index: number }) {
  const [cost, quantity] = useWatch({ control, name: [`items.${index}.cost`, `items.${index}.quantity`] });
  const money = useInvoiceMoney(control);
  const { lines } = invoiceTotals({ items: [{ cost: amount(cost), quantity: amount(quantity) }] });
  return <>{money(lines[0])}</>;
}

/** Subtotal, discount, tax and total of the whole invoice as the user types. */
export function LiveTotalsSummary({ control }: { control: Control<InvoiceFormValues> }) {
  const [items, discount, tax] = useWatch({ control, name: ['items', 'discount', 'tax'] });
  const money = useInvoiceMoney(control);
  const totals = invoiceTotals({
    items: (items ?? []).map((item) => ({ cost: amount(item?.cost), quantity: amount(item?.quantity) })),
    discount: amount(discount),
    tax: amount(tax),
  });
  return <InvoiceTotalsSummary totals={totals} money={money} discount={amount(discount)} tax={amount(tax)} />;
}
