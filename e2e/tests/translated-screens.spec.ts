import type { Page } from '@playwright/test';
import { expect, test } from '../support/tenant';
import { ADMIN, login } from '../support/session';

// The main screens in French and Arabic show no English sentence: each text of the main content is
// checked for English function words. What is not language (names of people, products, companies,
// e-mail addresses and the sample mails' and chats' own words) is marked translate="no" or is not a
// sentence; a finding names the screen and the text.

const SCREENS = [
  '/dashboards/crm',
  '/dashboards/ecommerce',
  '/dashboards/analytics',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/order/list',
  '/apps/invoice/list',
  '/apps/user/list',
  '/apps/roles',
  '/apps/academy/dashboard',
  '/apps/academy/my-course',
  '/apps/academy/course-details?id=2',
  '/pages/account-settings/account',
  '/pages/user-profile/profile',
  '/pages/faq',
];

/** Words that only an English sentence has (two of them in one text make it English). */
const ENGLISH = [
  'the',
  'and',
  'of',
  'to',
  'your',
  'you',
  'is',
  'are',
  'with',
  'for',
  'this',
  'that',
  'from',
  'has',
  'have',
  'was',
  'will',
  'can',
  'not',
  'all',
  'more',
  'by',
  'on',
  'in',
  'at',
  'or',
  'be',
  'it',
  'an',
];

async function englishTexts(page: Page): Promise<string[]> {
  return page.evaluate((words) => {
    const english = new Set(words);
    const main = document.querySelector('#main-content');
    if (!main) return ['(no main content)'];
    const found = new Set<string>();
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[translate="no"], script, style, svg, code, pre')) continue;
      if (!parent.checkVisibility?.()) continue;
      const text = (node.textContent ?? '').trim();
      const hits = text
        .toLowerCase()
        .split(/[^a-z']+/)
        .filter((w) => english.has(w));
      if (new Set(hits).size >= 2) found.add(text.slice(0, 120));
    }
    return [...found];
  }, ENGLISH);
}

for (const language of ['fr', 'ar'] as const) {
  test(`the main screens in ${language} show no English sentence`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    await login(page, ADMIN, SCREENS[0]);
    const findings: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('#main-content')).toBeVisible();
      await expect(page.locator('#main-content [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      for (const text of await englishTexts(page)) findings.push(`${path}: ${text}`);
    }
    expect(findings).toEqual([]);
  });
}
