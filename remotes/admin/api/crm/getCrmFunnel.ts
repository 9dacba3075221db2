import { http, HttpResponse } from 'msw';
import { CRM_DEAL_STAGES, type CrmFunnelResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { inRange } from '@atrium/mocks/lib/isoDays';
import { crmCall, crmPath } from './crmQuery';

/** GET /api/dashboard/crm/funnel (addition) — the deals opened in the period: how many reached each stage (and their amount), how many were lost. */
export const getCrmFunnel = http.get(
  crmPath('funnel'),
  crmCall((range) => {
    const opened = db.crm.deals.filter((d) => inRange(d.createdDate, range));
    const stages = CRM_DEAL_STAGES.map((stage, index) => {
      const reached = opened.filter((d) => CRM_DEAL_STAGES.indexOf(d.reached) >= index);
      return { stage, deals: reached.length, amount: reached.reduce((s, d) => s + d.amount, 0) };
    });
    return HttpResponse.json<CrmFunnelResponse>({
      stages,
      lost: opened.filter((d) => d.stage === 'lost').length,
    });
  }),
);
