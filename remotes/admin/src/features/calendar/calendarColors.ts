import type { CalendarName } from '@atrium/contracts';
import { mix, toHex, type ColorName } from '@atrium/ui/core';

/** Each calendar's colour in the theme's palette (the filters' boxes and the events alike). */
export const CALENDAR_COLORS: Record<CalendarName, ColorName> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'error',
  ETC: 'info',
  Family: 'warning',
};

/**
 * A calendar colour's tonal (a translucent tint) laid over the paper, as one opaque colour: the surface
 * the colour's text shade is made to read on at 4.5:1. Left translucent, an event would take on the
 * tint of the cell under it (today's primary tonal) and its text fall short there.
 */
export function tonalOnPaper(tonal: string, paper: string): string {
  const m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*[/,]\s*([\d.]+)\s*\)$/.exec(tonal);
  if (!m) return tonal;
  return mix(paper, toHex([Number(m[1]), Number(m[2]), Number(m[3])]), Number(m[4]));
}
