import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { layoutSettings } from '@atrium/platform';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';
import { TOUR_TARGETS, tourSelector, tourSteps } from './tour/tourSteps';

// driver.js runs in jsdom (no layout: every box is at 0,0, so nothing scrolls): the tour is driven
// for real — its popover, buttons and keys — without a mock.
async function renderTourPage() {
  const { default: Page } = await loadShowcasePage('extensions', 'tour');
  return renderPage(<Page />, { url: '/extensions/tour' });
}

/** The tour's popover (driver.js appends it to the body, a dialog named by its title). */
const popover = () => screen.queryByRole('dialog');
const pressKey = (key: string) => act(() => void fireEvent.keyUp(window, { key }));
/** A button of the open popover (looked up there, not over the whole page). */
const popoverButton = (name: string) => within(popover()!).getByRole('button', { name });
/** No computed-style walk up the page before each click: pointer events are not what these test. */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(() => {
  // A tour left open would stay on the body for the next test.
  document.querySelector<HTMLButtonElement>('.driver-popover-close-btn')?.click();
  layoutSettings.set({ isRTL: false });
});

describe('in English', () => {
  beforeAll(() => setupI18n());

  test('every step points at a control of the page', async () => {
    await renderTourPage();
    await screen.findByRole('button', { name: 'Start the tour' });
    for (const target of TOUR_TARGETS)
      expect(document.querySelector(tourSelector(target))).toBeInTheDocument();
  });

  test('the tour starts, steps with Next and Back, and closes', async () => {
    const user = setupUser();
    await renderTourPage();
    await user.click(await screen.findByRole('button', { name: 'Start the tour' }));
    expect(popover()).toHaveTextContent('Find a project');
    expect(popover()).toHaveTextContent('1 of 5');
    expect(document.querySelector('.driver-active-element')).toBe(
      document.querySelector(tourSelector('search')),
    );
    await user.click(popoverButton('Next'));
    expect(popover()).toHaveTextContent('Filter by status');
    await user.click(popoverButton('Back'));
    expect(popover()).toHaveTextContent('Find a project');
    await user.click(popoverButton('Close the tour'));
    expect(popover()).not.toBeInTheDocument();
  });

  test('the arrow keys move through the tour and Escape leaves it', async () => {
    const user = setupUser();
    await renderTourPage();
    await user.click(await screen.findByRole('button', { name: 'Start the tour' }));
    pressKey('ArrowRight');
    pressKey('ArrowRight');
    expect(popover()).toHaveTextContent('Start a project');
    pressKey('ArrowLeft');
    expect(popover()).toHaveTextContent('Filter by status');
    pressKey('Escape');
    expect(popover()).not.toBeInTheDocument();
  });

  test('the last step ends the tour with Done', async () => {
    const user = setupUser();
    await renderTourPage();
    await user.click(await screen.findByRole('button', { name: 'Start the tour' }));
    for (let i = 1; i < TOUR_TARGETS.length; i++) await user.click(popoverButton('Next'));
    expect(popover()).toHaveTextContent('Stay informed');
    await user.click(popoverButton('Done'));
    expect(popover()).not.toBeInTheDocument();
  });
});

describe('in Arabic, right to left', () => {
  beforeAll(() => setupI18n('ar'));

  test('the popover speaks Arabic, reads right to left, and the left arrow goes forward', async () => {
    const user = setupUser();
    layoutSettings.set({ isRTL: true });
    await renderTourPage();
    await user.click(await screen.findByRole('button', { name: 'ابدأ الجولة' }));
    expect(popover()).toHaveAttribute('dir', 'rtl');
    expect(popover()).toHaveTextContent('ابحث عن مشروع');
    expect(popoverButton('التالي')).toBeInTheDocument();
    pressKey('ArrowLeft');
    expect(popover()).toHaveTextContent('التصفية حسب الحالة');
    pressKey('ArrowRight');
    expect(popover()).toHaveTextContent('ابحث عن مشروع');
  });

  test('popovers beside a control sit on its reading-direction side', () => {
    const texts = Object.fromEntries(
      TOUR_TARGETS.map((t) => [t, { title: t, description: t }]),
    ) as Parameters<typeof tourSteps>[0];
    const side = (direction: 'ltr' | 'rtl') =>
      tourSteps(texts, direction).map((step) => [step.popover?.side, step.popover?.align]);
    expect(side('ltr')[2]).toEqual(['left', 'center']);
    expect(side('rtl')[2]).toEqual(['right', 'center']);
    expect(side('ltr')[0]).toEqual(['bottom', 'start']);
    expect(side('rtl')[0]).toEqual(['bottom', 'end']);
  });
});
