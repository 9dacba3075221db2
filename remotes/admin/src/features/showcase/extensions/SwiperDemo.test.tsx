import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

// jsdom lays nothing out: every box is 0 pixels wide, and Swiper, which moves by widths, would not
// move. The carousels are given a width here (slides then share it as Swiper sets theirs).
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(340);
  return setupI18n();
});

async function renderSwiperPage() {
  const { default: Page } = await loadShowcasePage('extensions', 'swiper');
  renderPage(<Page />, { url: '/extensions/swiper' });
  // Found by label: role queries weigh every element of this large page.
  return screen.findByLabelText(/Default carousel/);
}

/** The slide Swiper shows, by its screen-reader label ("2 of 5"). */
const activeSlide = (carousel: HTMLElement) =>
  carousel.querySelector('.swiper-slide-active')?.getAttribute('aria-label');

test('the previous and next buttons turn the carousel, named in the page language', async () => {
  const user = userEvent.setup();
  await renderSwiperPage();
  const carousel = screen.getByLabelText('Carousel with previous and next buttons');
  expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  expect(activeSlide(carousel)).toBe('1 of 5');
  await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
  expect(activeSlide(carousel)).toBe('2 of 5');
  await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
  expect(activeSlide(carousel)).toBe('1 of 5');
});

// Swiper reads the key's code (keyCode), which browsers set and user-event does not: the keys are
// pressed as a browser sends them.
const press = (target: HTMLElement, key: 'ArrowRight' | 'ArrowLeft') =>
  fireEvent.keyDown(target, { key, keyCode: key === 'ArrowRight' ? 39 : 37 });

test('the arrow keys turn the focused carousel only', async () => {
  const first = await renderSwiperPage();
  const other = screen.getByLabelText('Carousel with previous and next buttons');
  first.focus();
  press(first, 'ArrowRight');
  expect(activeSlide(first)).toBe('2 of 5');
  expect(activeSlide(other)).toBe('1 of 5');
  press(first, 'ArrowLeft');
  expect(activeSlide(first)).toBe('1 of 5');
  // Once focus has left, the keys are no longer the first carousel's.
  other.focus();
  press(other, 'ArrowRight');
  expect(activeSlide(first)).toBe('1 of 5');
  expect(activeSlide(other)).toBe('2 of 5');
});

test('the autoplaying carousel can be paused and played again', async () => {
  const user = userEvent.setup();
  await renderSwiperPage();
  // Found by its text: role queries weigh every element of this large page.
  const button = () => screen.getByText(/^(Pause|Play)$/).closest('button') as HTMLButtonElement;
  // Swiper keeps its instance on its element: whether it is turning by itself is read there.
  const carousel = screen.getByLabelText(/turns by itself/).querySelector('.swiper') as HTMLElement & {
    swiper: SwiperInstance;
  };
  expect(button()).toHaveAccessibleName('Pause');
  expect(carousel.swiper.autoplay.running).toBe(true);
  await user.click(button());
  expect(button()).toHaveAccessibleName('Play');
  expect(carousel.swiper.autoplay.running).toBe(false);
  await user.click(button());
  expect(button()).toHaveAccessibleName('Pause');
  expect(carousel.swiper.autoplay.running).toBe(true);
});

test('for people who asked for reduced motion, the carousel starts paused', async () => {
  // jsdom has no matchMedia: this one answers that the system asks for reduced motion.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as never;
  try {
    await renderSwiperPage();
    const carousel = screen.getByLabelText(/turns by itself/).querySelector('.swiper') as HTMLElement & {
      swiper: SwiperInstance;
    };
    expect(screen.getByText(/^(Pause|Play)$/)).toHaveTextContent('Play');
    expect(carousel.swiper.autoplay.running).toBe(false);
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});

test('every carousel is named, and the lazy one lets the browser load its pictures late', async () => {
  await renderSwiperPage();
  const carousels = screen
    .getAllByRole('region')
    .filter((region) => region.hasAttribute('aria-roledescription'));
  expect(carousels).toHaveLength(15);
  const lazy = screen.getByLabelText(/pictures load as they come into view/);
  for (const image of within(lazy).getAllByRole('img')) expect(image).toHaveAttribute('loading', 'lazy');
  expect(document.body).not.toHaveTextContent(/\bswiper\.[a-z]/);
});
