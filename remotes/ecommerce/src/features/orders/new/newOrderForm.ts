import { z } from 'zod';
import { ORDER_METHODS, type CheckoutSettings, type OrderCreate } from '@atrium/contracts';

// Messages are translation keys of the ecommerce area (see the forms toolkit).
const text = (max: number) => z.string().trim().min(1, 'forms.required').max(max, 'forms.tooLong');

/** A line of the order as the form shows it: what the product is and costs now, and how many. */
const line = z.object({
  productId: z.number(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  stock: z.number(),
  qty: z.number('forms.number').int('forms.wholeNumber').min(1, 'forms.positive'),
});
export type NewOrderLine = z.infer<typeof line>;

/** The new order form; `line2` is checked against the checkout settings where the store is known. */
export function newOrderSchema(checkout: Pick<CheckoutSettings, 'addressLine2'> | undefined) {
  return z.object({
    customer: z
      .object({ customerId: z.number(), name: z.string(), country: z.string(), countryCode: z.string() })
      .nullable()
      .refine((c) => c !== null, 'orders.new.errors.customer'),
    lines: z
      .array(line)
      .min(1, 'orders.new.errors.lines')
      .superRefine((lines, ctx) =>
        lines.forEach((l, i) => {
          if (l.qty > l.stock)
            ctx.addIssue({ code: 'custom', path: [i, 'qty'], message: 'orders.new.errors.stock' });
        }),
      ),
    shippingRate: z.string().min(1, 'orders.new.errors.rate'),
    method: z.enum(ORDER_METHODS),
    paid: z.boolean(),
    shippingAddress: z.object({
      line1: text(120),
      line2: checkout?.addressLine2 === 'required' ? text(120) : z.string().trim().max(120, 'forms.tooLong'),
      city: text(120),
      state: text(120),
      postcode: text(120),
    }),
  });
}
export type NewOrderValues = z.input<ReturnType<typeof newOrderSchema>>;

export const emptyNewOrder = (): NewOrderValues => ({
  customer: null,
  lines: [],
  shippingRate: '',
  method: 'mastercard',
  paid: true,
  shippingAddress: { line1: '', line2: '', city: '', state: '', postcode: '' },
});

/** The body the API takes: ids and quantities only (it prices the order itself). */
export function newOrderBody(values: NewOrderValues): OrderCreate {
  const { line2, ...address } = values.shippingAddress;
  return {
    customerId: values.customer!.customerId,
    lines: values.lines.map((l) => ({ productId: l.productId, qty: l.qty })),
    shippingRate: values.shippingRate,
    method: values.method,
    paid: values.paid,
    shippingAddress: line2.trim() ? { ...address, line2 } : address,
  };
}
