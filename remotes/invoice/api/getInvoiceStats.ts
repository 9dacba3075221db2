import { http, HttpResponse } from 'msw';
import type { InvoiceStats } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

const cents = (amount: number) => Math.round(amount * 100);

/** GET /api/apps/invoice/stats (addition) — counted over every invoice now, in whole cents. */
export const getInvoiceStats = http.get(
  api('/api/apps/invoice/stats'),
  authorized({ action: 'read', subject: 'Invoice' }, () => {
    const paid = db.invoices.reduce((sum, i) => sum + i.payments.reduce((s, p) => s + cents(p.amount), 0), 0);
    const unpaid = db.invoices.reduce((sum, i) => sum + Math.max(0, cents(i.balance)), 0);
    return HttpResponse.json<InvoiceStats>({
      clients: new Set(db.invoices.map((i) => i.client.companyEmail.toLowerCase())).size,
      invoices: db.invoices.length,
      paid: paid / 100,
      unpaid: unpaid / 100,
    });
  }),
);
