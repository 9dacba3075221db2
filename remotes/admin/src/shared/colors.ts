import type { ColorName } from '@atrium/ui';

const COLOR_NAMES: readonly ColorName[] = ['primary', 'secondary', 'success', 'error', 'warning', 'info'];

/** A palette colour named by data ("error", "info"…); anything else falls back to `fallback`. */
export function toColorName(value: string | undefined, fallback: ColorName = 'primary'): ColorName {
  return (COLOR_NAMES as readonly string[]).includes(value ?? '') ? (value as ColorName) : fallback;
}

/** The colour of a progress value: low is an error, middling a warning, high a success. */
export function progressColor(value: number): ColorName {
  if (value < 25) return 'error';
  if (value < 50) return 'warning';
  if (value < 75) return 'info';
  return 'success';
}
