/** @jest-environment node */
import { invoiceBalance, invoiceTotals } from './invoice';

test('lines are cost × quantity, rounded to the cent', () => {
  expect(
    invoiceTotals({
      items: [
        { cost: 0.1, quantity: 3 },
        { cost: 19.99, quantity: 1.5 },
      ],
    }),
  ).toEqual({
    lines: [0.3, 29.99],
    subtotal: 30.29,
    discountAmount: 0,
    taxAmount: 0,
    total: 30.29,
  });
});

test('the discount comes off before the tax', () => {
  // 200 - 10% = 180; 180 + 20% = 216 (not 200 + 20% - 10% of 240).
  expect(invoiceTotals({ items: [{ cost: 100, quantity: 2 }], discount: 10, tax: 20 })).toMatchObject({
    subtotal: 200,
    discountAmount: 20,
    taxAmount: 36,
    total: 216,
  });
});

test('every amount is rounded to the cent, half up', () => {
  const t = invoiceTotals({ items: [{ cost: 33.33, quantity: 1 }], discount: 12.5, tax: 7.25 });
  expect(t.discountAmount).toBe(4.17);
  expect(t.taxAmount).toBe(2.11);
  expect(t.total).toBe(31.27);
});

test('zero and large values', () => {
  expect(invoiceTotals({ items: [] }).total).toBe(0);
  expect(invoiceTotals({ items: [{ cost: 0, quantity: 5 }], tax: 20 }).total).toBe(0);
  expect(invoiceTotals({ items: [{ cost: 999_999.99, quantity: 1_000_000 }] }).total).toBe(999_999_990_000);
});

test('the balance is the total less the payments, to the cent', () => {
  expect(invoiceBalance(100.3, [{ amount: 0.1 }, { amount: 0.2 }])).toBe(100);
  expect(invoiceBalance(50, [{ amount: 50 }])).toBe(0);
  expect(invoiceBalance(50, [])).toBe(50);
});
