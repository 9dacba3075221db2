import { screen, within } from '@testing-library/react';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import AcademyDashboardPage from './AcademyDashboardPage';

// ApexCharts needs a real browser: the chart is an image named by its label, with its table's rows.
jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const today = new Date();
const FROM = iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 364));
const TO = iso(today);
const URL = `/apps/academy/dashboard?range=custom&from=${FROM}&to=${TO}`;
const render = () => renderPage(<AcademyDashboardPage />, { url: URL, path: '/apps/academy/dashboard' });

/** The lessons completed in the page's period, counted from the data. */
const doneInPeriod = () =>
  db.courseDetails
    .flatMap((d) => d.content.flatMap((s) => s.topics))
    .filter((t) => t.isCompleted && t.completedAt! >= FROM && t.completedAt! <= TO);

/** The figure shown under a label in a card. */
async function figure(card: string, label: string) {
  const region = await screen.findByLabelText(card, { selector: '[aria-labelledby]' });
  const term = await within(region).findByText(label);
  return term.nextElementSibling?.textContent;
}

describe('AcademyDashboardPage (against the mock API)', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows time spent, progress, top courses, the next webinar and topic interest from the data', async () => {
    render();
    const lessons = doneInPeriod();
    expect(await figure('Time spent', 'Lessons completed')).toBe(String(lessons.length));
    const minutes = lessons.reduce((sum, t) => sum + t.minutes, 0);
    expect(screen.getByText(`${Math.floor(minutes / 60)} h ${minutes % 60} min`)).toBeInTheDocument();
    const completed = db.courses.filter((c) => c.completedTasks === c.totalTasks).length;
    expect(await figure('Progress', 'Completed')).toBe(String(completed));

    const table = await screen.findByRole('table', { name: 'Top courses' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const firstLink = within(table).getAllByRole('link')[0];
    expect(firstLink.getAttribute('href')).toMatch(/^\/apps\/academy\/course-details\?id=\d+$/);

    const next = db.webinars
      .filter((w) => Date.parse(w.startsAt) >= Date.now())
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
    expect(await screen.findByText(next.title)).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /^Minutes learned per topic: / });
    const tagOf = new Map(db.courses.map((c) => [c.id, c.tags]));
    const byTag = new Map<string, number>();
    for (const d of db.courseDetails)
      for (const t of d.content.flatMap((s) => s.topics))
        if (t.isCompleted && t.completedAt! >= FROM && t.completedAt! <= TO)
          byTag.set(tagOf.get(d.id)!, (byTag.get(tagOf.get(d.id)!) ?? 0) + t.minutes);
    const [topTag, topMinutes] = [...byTag].sort((a, b) => b[1] - a[1])[0];
    const rows = JSON.parse(chart.getAttribute('data-rows')!) as string[][];
    expect(rows[0].slice(0, 2)).toEqual([topTag, topMinutes.toLocaleString('en')]);
  });

  it('moves when the data changes: a lesson completed today is counted', async () => {
    const before = doneInPeriod().length;
    const view = render();
    expect(await figure('Time spent', 'Lessons completed')).toBe(String(before));
    view.unmount();

    const lesson = db.courseDetails
      .flatMap((d) => d.content.flatMap((s) => s.topics))
      .find((t) => !t.isCompleted)!;
    lesson.isCompleted = true;
    lesson.completedAt = TO;
    render();
    expect(await figure('Time spent', 'Lessons completed')).toBe(String(before + 1));
  });

  it('keeps the period in the URL and puts it in each call', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/dashboard/academy/summary'))
        seen.push(new window.URL(request.url).search);
    });
    render();
    await figure('Time spent', 'Lessons completed');
    expect(seen[0]).toBe(`?from=${FROM}&to=${TO}`);
    server.events.removeAllListeners();
  });
});
