import { http, HttpResponse } from 'msw';
import { CRM_DEAL_STAGES, type CrmFunnelResponse } from '@atrium/contracts';
import { tally } from '@atrium/mocks/lib/tallyQuery';
import { crmCall, crmPath } from './crmQuery';
import { openedByStageTally } from './crmTallies';

/** GET /api/dashboard/crm/funnel (addition) — the deals opened in the period: how many reached each stage (and their amount), how many were lost. */
export const getCrmFunnel = http.get(
  crmPath('funnel'),
  crmCall(async (range) => {
    const byReached = new Map(
      (await tally(openedByStageTally(range))).map((row) => [row.group, row.figures]),
    );
    // A deal that reached a stage passed every stage before it.
    const stages = CRM_DEAL_STAGES.map((stage, index) => {
      const further = CRM_DEAL_STAGES.slice(index).map((s) => byReached.get(s));
      return {
        stage,
        deals: further.reduce((sum, f) => sum + (f?.deals ?? 0), 0),
        amount: further.reduce((sum, f) => sum + (f?.cents ?? 0), 0) / 100,
      };
    });
    return HttpResponse.json<CrmFunnelResponse>({
      stages,
      lost: [...byReached.values()].reduce((sum, f) => sum + f.lost, 0),
    });
  }),
);
