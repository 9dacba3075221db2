import { http, HttpResponse } from 'msw';
import type { InvoiceStats } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { tallyOne, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';

/** The invoices' stats cards, one tally: money in whole cents. */
export const invoiceStatsTally = (): TallyRequest => ({
  collection: 'invoices',
  where: [],
  measures: {
    clients: { kind: 'distinct', path: 'client.companyEmail' },
    invoices: { kind: 'count' },
    paid: { kind: 'sumCentsOfEach', list: 'payments', path: 'amount' },
    unpaid: {
      kind: 'sumCents',
      path: 'balance',
      valueKind: 'number',
      where: [{ kind: 'above', path: 'balance', valueKind: 'number', value: 0 }],
    },
  },
});

/** GET /api/apps/invoice/stats (addition) — counted over every invoice now, summed in whole cents. */
export const getInvoiceStats = http.get(
  api('/api/apps/invoice/stats'),
  authorized({ action: 'read', subject: 'Invoice' }, async () => {
    const figures = await tallyOne(invoiceStatsTally());
    return HttpResponse.json<InvoiceStats>({
      clients: figures.clients,
      invoices: figures.invoices,
      paid: figures.paid / 100,
      unpaid: figures.unpaid / 100,
    });
  }),
);
