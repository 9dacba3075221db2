import { type Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';

/**
 * A learner's journey: from My courses into a course other than the first, a lesson completed, and the
 * course's progress moved in My courses and on the dashboard (and still so after a reload).
 */

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const lessonsCompleted = (page: Page) =>
  card(page, 'Time spent')
    .locator('dt', { hasText: 'Lessons completed' })
    .locator('xpath=following-sibling::dd[1]');

test(
  'a course other than the first: a lesson completed moves its progress',
  { tag: '@academy' },
  async ({ page }) => {
    await login(page, ADMIN, '/apps/academy/dashboard');
    await expect(lessonsCompleted(page)).toHaveText(/^\d+$/);
    const lessonsBefore = Number(await lessonsCompleted(page).innerText());

    await page.goto('/apps/academy/my-course');
    const courses = page.getByRole('list', { name: 'Courses' });
    const second = courses.getByRole('article').nth(1);
    const title = (await second.getByRole('heading', { level: 2 }).innerText()).trim();
    const bar = second.getByRole('progressbar');
    const progressBefore = Number(await bar.getAttribute('aria-valuenow'));
    expect(progressBefore).toBeLessThan(100);

    await second.getByRole('link', { name: `Continue ${title}` }).click();
    await expect(page).toHaveURL(/\/apps\/academy\/course-details\?id=\d+/);
    expect(new URL(page.url()).searchParams.get('id')).not.toBe('1');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const done = page.getByText(/^\d+ of \d+ lessons done$/);
    const [before, total] = (await done.innerText()).match(/\d+/g)!.map(Number);

    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await expect(done).toHaveText(`${before + 1} of ${total} lessons done`);
    // Saved through the API: a reload shows it still.
    await page.reload();
    await expect(page.getByText(`${before + 1} of ${total} lessons done`)).toBeVisible();

    await page.getByRole('link', { name: 'Back to my courses' }).first().click();
    await expect(page).toHaveURL(/\/apps\/academy\/my-course/);
    const barAfter = page
      .getByRole('list', { name: 'Courses' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
      .getByRole('progressbar');
    await expect(barAfter).toHaveAttribute('aria-valuenow', String(Math.round(((before + 1) / total) * 100)));
    expect(Number(await barAfter.getAttribute('aria-valuenow'))).toBeGreaterThan(progressBefore);

    await page.goto('/dashboards/academy');
    await expect(lessonsCompleted(page)).toHaveText(String(lessonsBefore + 1));
  },
);

test('the dashboard keeps its date range in the URL', { tag: '@academy' }, async ({ page }) => {
  await login(page, ADMIN, '/dashboards/academy');
  const range = page.getByRole('group', { name: 'Academy date range' });
  await range.getByRole('button', { name: 'This year' }).click();
  await expect(page).toHaveURL(/[?&]range=year(&|$)/);
  await expect(lessonsCompleted(page)).toHaveText(/^\d+$/);
  await page.reload();
  await expect(range.getByRole('button', { name: 'This year' })).toHaveAttribute('aria-pressed', 'true');
});
