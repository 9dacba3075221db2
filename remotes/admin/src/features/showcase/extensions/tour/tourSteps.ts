import type { Alignment, DriveStep, Side } from 'driver.js';

/** The demo page's controls the tour visits, in order: each carries `data-tour="<name>"`. */
export const TOUR_TARGETS = ['search', 'status', 'create', 'stats', 'notifications'] as const;
export type TourTarget = (typeof TOUR_TARGETS)[number];

/**
 * Where each step's popover sits, in reading terms: `end` is after the control in the reading
 * direction, `start` before it. driver.js places popovers by screen sides, so they are turned into
 * left or right for the page's direction.
 */
const PLACEMENT: Record<TourTarget, { side: 'top' | 'bottom' | 'start' | 'end'; align: Alignment }> = {
  search: { side: 'bottom', align: 'start' },
  status: { side: 'bottom', align: 'start' },
  create: { side: 'start', align: 'center' },
  stats: { side: 'top', align: 'center' },
  notifications: { side: 'top', align: 'start' },
};

export const tourSelector = (target: TourTarget) => `[data-tour="${target}"]`;

/** A reading-direction side or alignment as driver.js's screen side or alignment. */
function physicalSide(side: 'top' | 'bottom' | 'start' | 'end', rtl: boolean): Side {
  if (side === 'start') return rtl ? 'right' : 'left';
  if (side === 'end') return rtl ? 'left' : 'right';
  return side;
}
function physicalAlign(align: Alignment, rtl: boolean): Alignment {
  if (!rtl || align === 'center') return align;
  return align === 'start' ? 'end' : 'start';
}

/** The tour's steps for the page's direction, with their texts (already translated). */
export function tourSteps(
  texts: Record<TourTarget, { title: string; description: string }>,
  direction: 'ltr' | 'rtl',
): DriveStep[] {
  const rtl = direction === 'rtl';
  return TOUR_TARGETS.map((target) => ({
    element: tourSelector(target),
    popover: {
      ...texts[target],
      side: physicalSide(PLACEMENT[target].side, rtl),
      align: physicalAlign(PLACEMENT[target].align, rtl),
    },
  }));
}
