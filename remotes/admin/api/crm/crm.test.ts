import type {
  CrmActivityResponse,
  CrmCountriesResponse,
  CrmCustomersResponse,
  CrmFunnelResponse,
  CrmLeadListResponse,
  CrmProjectsResponse,
  CrmRevenueResponse,
} from '@atrium/contracts';
import { db, resetMockDb } from '@atrium/mocks/db';
import { dashboardCalls, monthNumbers } from '@atrium/mocks/testing/dashboardCalls';

// The CRM data is dated back from the mock's clock: a fixed clock makes every figure below fixed.
const { call, client } = dashboardCalls('http://localhost/api/dashboard/crm', {
  now: Date.parse('2026-11-24T12:00:00Z'),
});

const MONTH = 'from=2026-11-01&to=2026-11-24';
const YEAR = 'from=2026-01-01&to=2026-11-24';

describe('the CRM dashboard calls', () => {
  it('refuse a missing, malformed or backwards period with a 400 and a message', async () => {
    for (const qs of [
      '',
      'from=2026-11-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-1-1&to=2026-03-01',
      'from=yesterday&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2000-01-01&to=2026-03-01',
    ]) {
      const { status, body } = await call<{ message: string }>('revenue', qs);
      expect([qs, status]).toEqual([qs, 400]);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it('need read Crm: the client is refused', async () => {
    const { status } = await call('customers', MONTH, client);
    expect(status).toBe(403);
    expect((await fetch(`http://localhost/api/dashboard/crm/customers?${MONTH}`)).status).toBe(401);
  });

  it('count the customers: companies with a won deal, new in the period and the one before', async () => {
    const { body } = await call<CrmCustomersResponse>('customers', YEAR);
    const firstWin = new Map<string, string>();
    for (const d of db.crm.deals)
      if (d.stage === 'won' && d.closedDate && (firstWin.get(d.company) ?? '9') > d.closedDate)
        firstWin.set(d.company, d.closedDate);
    const days = [...firstWin.values()];
    expect(body.total).toBe(days.filter((d) => d <= '2026-11-24').length);
    expect(body.new).toBe(days.filter((d) => d >= '2026-01-01' && d <= '2026-11-24').length);
    expect(body.new).toBeGreaterThan(0);
    expect(body.total).toBeGreaterThanOrEqual(body.new);
    expect(body.latest).toHaveLength(Math.min(5, body.new));
    const since = body.latest.map((c) => c.since);
    expect(since).toEqual([...since].sort().reverse());
    for (const c of body.latest) expect(firstWin.get(c.company)).toBe(c.since);
  });

  it('cut the revenue into days, weeks or months, adding up to the won deals of the period', async () => {
    const month = (await call<CrmRevenueResponse>('revenue', MONTH)).body;
    expect(month.unit).toBe('day');
    expect(month.buckets).toHaveLength(24);
    const quarter = (await call<CrmRevenueResponse>('revenue', 'from=2026-08-27&to=2026-11-24')).body;
    expect(quarter.unit).toBe('week');
    expect(quarter.buckets[0]).toEqual(expect.objectContaining({ from: '2026-08-27', to: '2026-09-02' }));
    const year = (await call<CrmRevenueResponse>('revenue', YEAR)).body;
    expect(year.unit).toBe('month');
    expect(year.buckets.map((b) => b.from.slice(5, 7))).toEqual(monthNumbers(11));
    expect(year.buckets.at(-1)).toEqual(expect.objectContaining({ from: '2026-11-01', to: '2026-11-24' }));
    const won = db.crm.deals.filter(
      (d) => d.stage === 'won' && d.closedDate! >= '2026-01-01' && d.closedDate! <= '2026-11-24',
    );
    expect(year.total).toBe(won.reduce((s, d) => s + d.amount, 0));
    expect(year.buckets.reduce((s, b) => s + b.amount, 0)).toBe(year.total);
    expect(year.previousTotal).toBeGreaterThan(0);
  });

  it('move when the data does: a deal won today adds to the revenue, the country and the funnel', async () => {
    const before = (await call<CrmRevenueResponse>('revenue', MONTH)).body;
    const countriesBefore = (await call<CrmCountriesResponse>('countries', MONTH)).body;
    const funnelBefore = (await call<CrmFunnelResponse>('funnel', MONTH)).body;
    db.crm.deals.push({
      ...db.crm.deals[0],
      id: 999,
      amount: 12_345,
      stage: 'won',
      reached: 'won',
      createdDate: '2026-11-20',
      closedDate: '2026-11-24',
    });
    const after = (await call<CrmRevenueResponse>('revenue', MONTH)).body;
    expect(after.total).toBe(before.total + 12_345);
    expect(after.buckets.at(-1)!.amount).toBe(before.buckets.at(-1)!.amount + 12_345);
    const countriesAfter = (await call<CrmCountriesResponse>('countries', MONTH)).body;
    expect(countriesAfter.total).toBe(countriesBefore.total + 12_345);
    const funnelAfter = (await call<CrmFunnelResponse>('funnel', MONTH)).body;
    expect(funnelAfter.stages.map((s) => s.deals)).toEqual(funnelBefore.stages.map((s) => s.deals + 1));
  });

  it('give the funnel of the deals opened in the period, narrowing stage by stage', async () => {
    const { body } = await call<CrmFunnelResponse>('funnel', YEAR);
    expect(body.stages.map((s) => s.stage)).toEqual([
      'prospecting',
      'qualification',
      'proposal',
      'negotiation',
      'won',
    ]);
    const opened = db.crm.deals.filter((d) => d.createdDate >= '2026-01-01' && d.createdDate <= '2026-11-24');
    expect(body.stages[0].deals).toBe(opened.length);
    expect(body.stages[4].deals).toBe(opened.filter((d) => d.stage === 'won').length);
    expect(body.lost).toBe(opened.filter((d) => d.stage === 'lost').length);
    const counts = body.stages.map((s) => s.deals);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('rank the countries by what was won there', async () => {
    const { body } = await call<CrmCountriesResponse>('countries', YEAR);
    const amounts = body.countries.map((c) => c.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(body.total).toBe(amounts.reduce((s, a) => s + a, 0));
    expect(body.countries[0].countryCode).toMatch(/^[a-z]{2}$/);
  });

  it('list the projects running in the period, soonest due first, with their deal', async () => {
    const { body } = await call<CrmProjectsResponse>('projects', `${MONTH}&limit=3`);
    expect(body.projects.length).toBeLessThanOrEqual(3);
    expect(body.total).toBeGreaterThanOrEqual(body.projects.length);
    const due = body.projects.map((p) => p.dueDate);
    expect(due).toEqual([...due].sort());
    for (const p of body.projects) {
      expect(p.startDate <= '2026-11-24' && p.dueDate >= '2026-11-01').toBe(true);
      expect(p.name).toBe(db.crm.deals.find((d) => d.id === p.dealId)?.title);
    }
    expect(body.averageProgress).toBeGreaterThanOrEqual(0);
    expect(body.averageProgress).toBeLessThanOrEqual(100);
  });

  it('give the activity of the period newest first, worded from the deal', async () => {
    const { body } = await call<CrmActivityResponse>('activity', MONTH);
    expect(body.activities).toHaveLength(Math.min(8, body.total));
    const at = body.activities.map((a) => a.at);
    expect(at).toEqual([...at].sort().reverse());
    expect(at.every((a) => a >= '2026-11-01' && a <= '2026-11-24T12')).toBe(true);
    const deal = db.crm.deals.find((d) => d.id === body.activities[0].dealId)!;
    expect(body.activities[0]).toEqual(
      expect.objectContaining({ company: deal.company, contact: deal.contact, dealTitle: deal.title }),
    );
  });

  it('list the leads of the period: by stage, searched, filtered, sorted and paged', async () => {
    const all = (await call<CrmLeadListResponse>('leads', `${YEAR}&itemsPerPage=-1`)).body;
    expect(Object.values(all.byStage).reduce((s, n) => s + n, 0)).toBe(all.total);
    expect(all.leads.every((l) => l.createdDate >= '2026-01-01')).toBe(true);
    const dates = all.leads.map((l) => l.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const page = (await call<CrmLeadListResponse>('leads', `${YEAR}&itemsPerPage=5&page=2`)).body;
    expect(page.leads).toEqual(all.leads.slice(5, 10));

    const company = all.leads[0].company;
    const searched = (
      await call<CrmLeadListResponse>(
        'leads',
        `${YEAR}&q=${encodeURIComponent(company.toUpperCase())}&itemsPerPage=-1`,
      )
    ).body;
    expect(searched.leads.length).toBeGreaterThan(0);
    expect(searched.leads.every((l) => l.company === company || l.name.includes(company))).toBe(true);
    expect(searched.byStage).toEqual(all.byStage);

    const converted = (await call<CrmLeadListResponse>('leads', `${YEAR}&stage=converted&itemsPerPage=-1`))
      .body;
    expect(converted.total).toBe(all.byStage.converted);

    const byValue = (
      await call<CrmLeadListResponse>('leads', `${YEAR}&sortBy=value&orderBy=desc&itemsPerPage=-1`)
    ).body;
    const values = byValue.leads.map((l) => l.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('are the same on every load of the same day', async () => {
    const first = (await call<CrmRevenueResponse>('revenue', YEAR)).body;
    resetMockDb();
    expect((await call<CrmRevenueResponse>('revenue', YEAR)).body).toEqual(first);
  });
});
