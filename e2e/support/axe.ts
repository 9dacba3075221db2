import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What part of the page a scan covers. */
export type AxeScope =
  /** The whole document (public pages, a dialog over the app). */
  | 'page'
  /** The screen's own content: the shell around it is scanned apart, once per theme and direction. */
  | 'content'
  /** The shell around the screen: navbar, menu, footer. */
  | 'chrome';

/** The signed-in shell's content region; public documents have a main landmark instead. */
const CONTENT = '#main-content';

/**
 * Serious and critical axe violations, as "rule: targets" lines for a readable failure. A signed-in
 * screen is scanned by its content (half the time of the whole page); the shell's chrome has a scan
 * of its own per theme and direction (accessibility.spec).
 */
export async function seriousViolations(page: Page, scope: AxeScope = 'page') {
  // Only violations are read: axe then describes one node of the other result types instead of every
  // node that passed (the most of its time on a large screen).
  // Legacy mode runs axe in the page itself: the default opens a blank page per scan to merge the
  // results of cross-origin frames, which these pages do not have (about half a second a scan).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  // Screens drawn without the shell (full-page layouts: coming soon, the wizards' success) are all content.
  const inShell = scope !== 'page' && (await page.locator(CONTENT).count()) > 0;
  if (inShell && scope === 'content') builder = builder.include(CONTENT);
  if (inShell && scope === 'chrome') builder = builder.exclude(CONTENT);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

/**
 * Waits until the screen's content has its data: nothing in it says it is busy (tables, cards and
 * charts mark themselves `aria-busy` while they load), so a scan sees what a reader sees.
 */
export async function contentSettled(page: Page, stillBusy = 0) {
  await expect(page.locator('body [aria-busy="true"]')).toHaveCount(stillBusy);
}
