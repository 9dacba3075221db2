import { http, HttpResponse } from 'msw';
import {
  CRM_LEAD_STAGES,
  type CrmLead,
  type CrmLeadListResponse,
  type CrmLeadStage,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { inRange } from '@atrium/mocks/lib/isoDays';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { crmCall, crmPath } from './crmQuery';

const SORT_KEYS: Record<string, SortKey<CrmLead>> = {
  name: { kind: 'text', value: (l) => l.name },
  company: { kind: 'text', value: (l) => l.company },
  stage: { kind: 'number', value: (l) => CRM_LEAD_STAGES.indexOf(l.stage) },
  value: { kind: 'number', value: (l) => l.value },
  createdDate: { kind: 'date', value: (l) => l.createdDate },
};

const isStage = (value: string | null): value is CrmLeadStage =>
  (CRM_LEAD_STAGES as readonly (string | null)[]).includes(value);

/**
 * GET /api/dashboard/crm/leads (addition) — the leads created in the period, newest first: q (name,
 * email or company), stage, sortBy name · company · stage · value · createdDate, paging; `byStage`
 * counts the period's leads before q and stage.
 */
export const listCrmLeads = http.get(
  crmPath('leads'),
  crmCall((range, params) => {
    const inPeriod = db.crm.leads
      .filter((l) => inRange(l.createdDate, range))
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
    const byStage = Object.fromEntries(CRM_LEAD_STAGES.map((s) => [s, 0])) as Record<CrmLeadStage, number>;
    for (const lead of inPeriod) byStage[lead.stage] += 1;
    const stage = params.get('stage');
    let rows = inPeriod.filter(
      (l) => matchText(params.get('q'), l.name, l.email, l.company) && (!isStage(stage) || l.stage === stage),
    );
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    const { page, itemsPerPage } = parsePaging(params);
    return HttpResponse.json<CrmLeadListResponse>({
      leads: paginate(rows, page, itemsPerPage),
      total: rows.length,
      byStage,
    });
  }),
);
