import {
  CRM_LEAD_SOURCES,
  CUSTOMER_COUNTRIES,
  type CrmActivity,
  type CrmActivityKind,
  type CrmDeal,
  type CrmFunnelStage,
  type CrmLead,
  type CrmLeadStage,
  type CrmProject,
  type CustomerCountry,
} from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { now as clockNow } from '@atrium/mocks/lib/clock';
import { addDays, isoDay } from '@atrium/mocks/lib/isoDays';
import { COUNTRY_CODES, FIRST_NAMES, LAST_NAMES, slug } from '@atrium/mocks/data/people';
import { buildUsers } from '@atrium/mocks/data/users';

/** An activity as kept: the deal's fields (company, contact, owner…) are read from the deal. */
export type CrmActivityRecord = Pick<CrmActivity, 'id' | 'kind' | 'at' | 'dealId'>;
/** A project as kept: its name, company and owner are the deal's. */
export type CrmProjectRecord = Pick<CrmProject, 'id' | 'dealId' | 'startDate' | 'dueDate' | 'progress'>;

/** The CRM's sample data: one collection of the mock db. */
export interface CrmData {
  deals: CrmDeal[];
  leads: CrmLead[];
  activities: CrmActivityRecord[];
  projects: CrmProjectRecord[];
}

const COMPANY_STEMS = [
  'Aurora',
  'Beacon',
  'Cedar',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lattice',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quill',
  'Redwood',
  'Summit',
  'Tidal',
] as const;
const COMPANY_KINDS = ['Labs', 'Group', 'Retail', 'Health', 'Logistics', 'Studio'] as const;

const DEAL_TITLES = [
  'Website redesign',
  'CRM rollout',
  'Mobile app',
  'Cloud migration',
  'Annual support plan',
  'Data warehouse',
  'E-commerce storefront',
  'Security audit',
  'Analytics dashboard',
  'Team training',
  'Payment integration',
  'Brand refresh',
] as const;

const OPEN_STAGES: CrmFunnelStage[] = ['prospecting', 'qualification', 'proposal', 'negotiation'];
const TOUCHES: CrmActivityKind[] = ['call', 'email', 'meeting', 'note'];

/** How far back the data goes: two years, more of it recent (a business that grows). */
const SPAN_DAYS = 730;
const skewedAge = (r: ReturnType<typeof createRandom>) => Math.floor(SPAN_DAYS * r.next() ** 1.35);

interface Company {
  name: string;
  country: CustomerCountry;
  contact: string;
}

function buildCompanies(): Company[] {
  const r = createRandom(7070);
  return COMPANY_STEMS.flatMap((stem, i) =>
    [COMPANY_KINDS[i % COMPANY_KINDS.length], COMPANY_KINDS[(i * 5 + 2) % COMPANY_KINDS.length]].map(
      (kind) => ({
        name: `${stem} ${kind}`,
        country: r.pick(CUSTOMER_COUNTRIES),
        contact: `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
      }),
    ),
  );
}

/** The sales reps: the first six sample users who have a picture. */
function buildReps() {
  return buildUsers()
    .filter((u) => u.avatar)
    .slice(0, 6)
    .map((u) => ({ name: u.fullName, avatar: u.avatar }));
}

/**
 * 160 deals, 200 leads, the activity on the deals and the projects of the won ones, dated back from
 * `now` over two years (so every dashboard period has data, whatever the day): the same data on every
 * load within a day.
 */
export function buildCrm(now: Date = new Date(clockNow())): CrmData {
  const r = createRandom(9090);
  const today = isoDay(now);
  const companies = buildCompanies();
  const reps = buildReps();

  const deals: CrmDeal[] = Array.from({ length: 160 }, (_, i) => {
    const company = r.pick(companies);
    const rep = r.pick(reps);
    const age = skewedAge(r);
    const createdDate = addDays(today, -age);
    // The older a deal, the likelier it is settled; a settled deal closed within 90 days of opening.
    const closed = r.bool(Math.min(0.95, age / 100));
    const won = closed && r.bool(0.45);
    const reached: CrmFunnelStage = won
      ? 'won'
      : OPEN_STAGES[r.int(0, closed ? 3 : Math.min(3, Math.floor(age / 10)))];
    return {
      id: i + 1,
      title: r.pick(DEAL_TITLES),
      company: company.name,
      contact: company.contact,
      owner: rep.name,
      ownerAvatar: rep.avatar,
      country: company.country,
      countryCode: COUNTRY_CODES[company.country],
      amount: r.int(10, 600) * 100,
      stage: won ? 'won' : closed ? 'lost' : reached,
      reached,
      createdDate,
      closedDate: closed ? addDays(createdDate, r.int(Math.min(3, age), Math.min(age, 90))) : null,
    };
  });

  const leads: CrmLead[] = Array.from({ length: 200 }, (_, i) => {
    const company = r.pick(companies);
    const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const age = skewedAge(r);
    // A lead moves on within weeks: the new ones are mostly still new, the old ones settled.
    const stage: CrmLeadStage =
      age < 7
        ? r.pick(['new', 'new', 'contacted'] as const)
        : age < 30
          ? r.pick(['new', 'contacted', 'contacted', 'qualified'] as const)
          : r.pick(['contacted', 'qualified', 'converted', 'converted', 'lost', 'lost'] as const);
    return {
      id: i + 1,
      name,
      email: `${slug(name)}@${slug(company.name).replace(/\./g, '')}.example.com`,
      company: company.name,
      country: company.country,
      countryCode: COUNTRY_CODES[company.country],
      source: r.pick(CRM_LEAD_SOURCES),
      stage,
      value: r.int(5, 400) * 100,
      owner: r.pick(reps).name,
      createdDate: addDays(today, -age),
    };
  });

  const activities: CrmActivityRecord[] = [];
  const nowMs = now.getTime();
  const at = (day: string) => {
    const stamp = Date.parse(`${day}T00:00:00Z`) + r.int(8 * 60, 18 * 60) * 60_000;
    // Nothing is logged in the future: today's events happened before now.
    return new Date(Math.min(stamp, nowMs - r.int(5, 120) * 60_000)).toISOString();
  };
  for (const deal of deals) {
    const base = { dealId: deal.id };
    const end = deal.closedDate ?? today;
    const span = Math.round((Date.parse(end) - Date.parse(deal.createdDate)) / 86_400_000);
    activities.push({ id: 0, kind: 'dealCreated', at: at(deal.createdDate), ...base });
    activities.push({
      id: 0,
      kind: r.pick(TOUCHES),
      at: at(addDays(deal.createdDate, r.int(0, span))),
      ...base,
    });
    if (deal.stage === 'won' && deal.closedDate)
      activities.push({ id: 0, kind: 'dealWon', at: at(deal.closedDate), ...base });
  }
  activities.sort((a, b) => b.at.localeCompare(a.at));
  activities.forEach((a, i) => (a.id = i + 1));

  const projects: CrmProjectRecord[] = deals
    .filter((d) => d.stage === 'won' && d.closedDate && d.amount >= 5000)
    .map((d, i) => {
      const startDate = d.closedDate as string;
      const length = r.int(30, 150);
      const dueDate = addDays(startDate, length);
      const elapsed = (Date.parse(today) - Date.parse(startDate)) / 86_400_000;
      const progress = Math.max(0, Math.min(100, Math.round((elapsed / length) * 100) + r.int(-10, 10)));
      return {
        id: i + 1,
        dealId: d.id,
        startDate,
        dueDate,
        progress,
      };
    });

  return { deals, leads, activities, projects };
}
