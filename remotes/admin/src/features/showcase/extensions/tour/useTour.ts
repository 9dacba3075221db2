import { useCallback, useEffect, useRef } from 'react';
import { useTheme } from 'styled-components';
import { driver, type Driver } from 'driver.js';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_EXTENSIONS_NS } from '../strings';
import { TOUR_TARGETS, tourSteps } from './tourSteps';
import { TOUR_POPOVER_CLASS } from './TourStyles';

/** Glide between steps unless the user asked for less motion (or the preference cannot be read). */
function mayAnimate(): boolean {
  return (
    typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A guided tour of the demo page with driver.js: its texts and buttons in the page's language,
 * popovers on the reading side and written in the page's direction, and the arrow keys following
 * the reading direction (driver.js's own keys always take the right arrow for "next").
 * Returns the function that starts it.
 */
export function useTour(): () => void {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_EXTENSIONS_NS);
  const { direction, palette } = useTheme();
  const tour = useRef<Driver | null>(null);

  // A tour left open when the page goes away (another route) is closed with it.
  useEffect(() => () => tour.current?.destroy(), []);

  return useCallback(() => {
    tour.current?.destroy();
    const texts = Object.fromEntries(
      TOUR_TARGETS.map((target) => [
        target,
        { title: t(`tour.steps.${target}.title`), description: t(`tour.steps.${target}.description`) },
      ]),
    ) as Parameters<typeof tourSteps>[0];
    const rtl = direction === 'rtl';
    const onKey = (event: KeyboardEvent) => {
      const active = tour.current;
      if (!active?.isActive()) return;
      if (event.key === 'Escape') active.destroy();
      else if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) active.moveNext();
      else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) active.movePrevious();
    };
    const created = driver({
      steps: tourSteps(texts, direction),
      popoverClass: TOUR_POPOVER_CLASS,
      animate: mayAnimate(),
      smoothScroll: mayAnimate(),
      overlayColor: palette.backdrop,
      overlayOpacity: 1,
      stagePadding: 6,
      stageRadius: 8,
      showProgress: true,
      // driver.js fills in {{current}} and {{total}}: they go through i18next untouched.
      progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.back'),
      doneBtnText: t('tour.done'),
      allowKeyboardControl: false,
      onPopoverRender: (popover) => {
        popover.wrapper.dir = direction;
        popover.wrapper.lang = i18n.language;
        popover.closeButton.setAttribute('aria-label', t('tour.close'));
        popover.closeButton.title = t('tour.close');
      },
      onDestroyed: () => {
        window.removeEventListener('keyup', onKey);
      },
    });
    window.addEventListener('keyup', onKey);
    tour.current = created;
    created.drive();
  }, [t, i18n.language, direction, palette.backdrop]);
}
