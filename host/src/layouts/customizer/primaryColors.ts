import { darken } from '@atrium/ui/core';

/** The primary colours offered by the customizer; the first is the default gold. */
export const PRIMARY_PALETTE = ['#C9A227', '#7367F0', '#0D9394', '#FFB400', '#FF4C51', '#16B1FF'] as const;

/** The settings a primary colour choice writes for one theme: the colour and its darker shade. */
export function primaryChoice(mode: 'light' | 'dark', hex: string) {
  const shade = darken(hex, 0.12);
  return mode === 'dark'
    ? { primaryDark: hex, primaryDarkenDark: shade }
    : { primaryLight: hex, primaryDarkenLight: shade };
}
