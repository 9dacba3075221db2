/** @jest-environment node */
import { buildTheme, contrastRatio, DEFAULT_THEME_SETTINGS, mix } from '@atrium/ui/core';
import { CALENDAR_COLORS, tonalOnPaper } from './calendarColors';

describe('tonalOnPaper', () => {
  it('lays a translucent colour over the paper as one opaque colour', () => {
    expect(tonalOnPaper('rgb(255 159 67 / 0.16)', '#FFFFFF')).toBe(mix('#FFFFFF', '#FF9F43', 0.16));
    expect(tonalOnPaper('rgba(255, 159, 67, 0.24)', '#2F3349')).toBe(mix('#2F3349', '#FF9F43', 0.24));
  });

  it('leaves a colour it cannot read as it is', () => {
    expect(tonalOnPaper('transparent', '#FFFFFF')).toBe('transparent');
  });

  it.each(['light', 'dark'] as const)(
    'gives every calendar an event surface its text reads on at 4.5:1 (%s)',
    (mode) => {
      const { palette } = buildTheme({ ...DEFAULT_THEME_SETTINGS, theme: mode }, false);
      for (const name of Object.values(CALENDAR_COLORS)) {
        const surface = tonalOnPaper(palette[name].tonal, palette.background.paper);
        expect(surface).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(palette[name].text, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
