import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@atrium/platform';
import { AtriumThemeProvider, DEFAULT_THEME_SETTINGS } from '@atrium/ui/core';
import { shellTranslations } from '../i18n/shellTranslations';
import { SCROLL_TO_TOP_THRESHOLD, ScrollToTop } from './ScrollToTop';

beforeAll(() => initI18n(shellTranslations));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

test('appears once the page is scrolled past the threshold, and takes it back to the top', async () => {
  const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>
      <ScrollToTop />
    </AtriumThemeProvider>,
  );
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  scrollTo(SCROLL_TO_TOP_THRESHOLD + 1);
  await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
  expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  scrollTo(0);
  expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
});
