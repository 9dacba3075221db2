import { PRINT_TARGET } from './InvoiceDocument';

const target = `[${PRINT_TARGET}]`;

/** The print rules, exported for the test that reads them. */
export const INVOICE_PRINT_CSS = `
@media print {
  @page {
    margin: 14mm;
  }
  html,
  body {
    background: #fff !important;
  }
  body *:not(${target}):not(${target} *):not(:has(${target})) {
    display: none !important;
  }
  body *:has(${target}) {
    display: block !important;
    position: static !important;
    inline-size: auto !important;
    max-inline-size: none !important;
    block-size: auto !important;
    min-block-size: 0 !important;
    margin: 0 !important;
    padding: 0 !important;
    border: 0 !important;
    box-shadow: none !important;
    overflow: visible !important;
    background: #fff !important;
  }
  ${target},
  ${target} * {
    color: #000 !important;
    border-color: #bbb !important;
    box-shadow: none !important;
  }
  ${target} {
    font-size: 10.5pt;
  }
  ${target} tr {
    break-inside: avoid;
  }
}
`;

/**
 * While the preview is mounted, a printed page holds the invoice alone. A remote cannot change the
 * host's layout, so this hides, from the outside, every element that neither is the invoice, holds it
 * nor is inside it (navigation, header, this page's actions, toasts), and flattens the ones that hold
 * it (grid columns, paddings, scroll containers, card frames) so the invoice starts at the top of the
 * page, full width, and breaks across pages. No `size` in `@page`: A4 and Letter both fit; the
 * printer's paper wins. A plain style element, so it goes when the page does.
 */
export function InvoicePrintStyle() {
  return <style data-invoice-print-style="">{INVOICE_PRINT_CSS}</style>;
}
