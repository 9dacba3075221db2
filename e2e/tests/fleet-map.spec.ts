import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { login } from '../support/session';

// The fleet on a map (drawn offline from Natural Earth shapes) and the logistics dashboard: the list and
// the map select together; every dashboard card follows the date range at the top, kept in the URL.

const FLEET = '/apps/logistics/fleet';
const DASHBOARD = '/dashboards/logistics';
const DASHBOARD_CARDS = [
  'Vehicles overview',
  'Shipment statistics',
  'Delivery performance',
  'Reasons for delays',
  'Orders by countries',
];

/** A card of the logistics dashboard, by its title. */
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const fleetList = (page: Page) => page.getByRole('list', { name: 'Fleet', exact: true });
const fleetMap = (page: Page) => page.getByRole('application', { name: 'Fleet map' });
/** A vehicle's marker on the map, by its name ("VOL-123456"). */
const marker = (page: Page, name: string) =>
  fleetMap(page).getByRole('button', { name: new RegExp(`^${name}:`) });
/** The map's scale (1: every route fits), as the map reports it. */
const mapScale = async (page: Page) => Number(await fleetMap(page).getAttribute('data-scale'));

const centre = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test.describe('fleet map', { tag: '@admin' }, () => {
  test('select a vehicle in the list and see it highlighted and centred on the map', async ({ page }) => {
    await login(page, undefined, FLEET);
    await expect(fleetMap(page)).toBeVisible();
    // The world's shapes are drawn from the area's own files: no tile server, no other origin.
    const external: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname)) external.push(request.url());
    });

    const third = fleetList(page).getByRole('button').nth(2);
    const name = /VOL-\d+/.exec(await third.innerText())?.[0] ?? '';
    expect(name).not.toBe('');
    await third.click();
    await expect(page).toHaveURL(/[?&]vehicle=\d+/);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(marker(page, name)).toHaveAttribute('aria-pressed', 'true');
    await expect(fleetMap(page).getByRole('button', { pressed: true })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Selected vehicle' }).getByRole('heading')).toHaveText(
      name,
    );

    // Centred: once the view has glided there, the marker sits in the middle of the map.
    const viewport = await centre(fleetMap(page));
    await expect
      .poll(async () => {
        const at = await centre(marker(page, name));
        return Math.hypot(at.x - viewport.x, at.y - viewport.y);
      })
      .toBeLessThan(12);

    // And the other way: a marker picked on the map selects the vehicle in the list (after a reset
    // of the view, which fits every route, so the marker is on screen).
    const first = fleetList(page).getByRole('button').first();
    const firstName = /VOL-\d+/.exec(await first.innerText())?.[0] ?? '';
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect.poll(() => mapScale(page)).toBe(1);
    await marker(page, firstName).click();
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(marker(page, firstName)).toHaveAttribute('aria-pressed', 'true');
    expect(external).toEqual([]);
  });

  test('zooms and pans by keyboard, buttons, wheel and drag', async ({ page }) => {
    await login(page, undefined, FLEET);
    const map = fleetMap(page);
    await expect(map).toBeVisible();
    await expect.poll(() => mapScale(page)).toBe(1);

    // Keyboard: the map takes focus (a visible ring), + and - zoom, the arrows pan.
    await map.focus();
    await expect(map).toBeFocused();
    await page.keyboard.type('+');
    await expect.poll(() => mapScale(page)).toBeCloseTo(1.5);
    expect(await map.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.type('-');
    await expect.poll(() => mapScale(page)).toBeCloseTo(1);
    const firstMarker = map.getByRole('button').first();
    const before = await centre(firstMarker);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await centre(firstMarker)).x).toBeGreaterThan(before.x + 10);

    // Buttons.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => mapScale(page)).toBeCloseTo(1.5);
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect.poll(() => mapScale(page)).toBe(1);

    // Wheel over the map zooms in; a drag pans.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => mapScale(page)).toBeGreaterThan(1);
    const beforeDrag = await centre(firstMarker);
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 3 + 120, box.y + box.height / 3 + 40, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => (await centre(firstMarker)).x).toBeGreaterThan(beforeDrag.x + 60);
  });
});

test.describe('logistics dashboard', { tag: '@admin' }, () => {
  const cardsLoaded = async (page: Page) => {
    for (const name of DASHBOARD_CARDS)
      await expect(card(page, name)).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('[data-chart-loading]')).toHaveCount(0);
  };
  const shipments = (page: Page) => page.getByRole('group', { name: 'Shipments', exact: true });

  test('changing the date range changes the URL and the cards', async ({ page }) => {
    // January 2025: a period of the sample shipments (two years up to today) that no preset covers.
    await login(page, undefined, `${DASHBOARD}?range=custom&from=2025-01-01&to=2025-01-31`);
    const range = page.getByRole('group', { name: 'Logistics date range' });
    await expect(range.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    await cardsLoaded(page);
    await expect(card(page, 'Shipment statistics').getByRole('img', { name: /per day$/ })).toBeVisible();
    const january = await shipments(page).innerText();

    await range.getByRole('button', { name: 'This year' }).click();
    await expect(page).toHaveURL(/[?&]range=year(&|$)/);
    await cardsLoaded(page);
    await expect.poll(() => shipments(page).innerText()).not.toBe(january);
    await expect(card(page, 'Shipment statistics').getByRole('img', { name: /per month$/ })).toBeVisible();

    // The vehicles table is the spec's list: sorted through the URL.
    const table = page.getByRole('table', { name: 'Vehicles on route' });
    await table.getByRole('button', { name: 'Progress' }).click();
    await expect(page).toHaveURL(/sortBy=progress&orderBy=asc/);
    await expect(page).toHaveURL(/range=year/);
  });
});
