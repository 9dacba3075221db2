/** @jest-environment node */
import { contrastRatio, contrastText, readableOn } from './color';
import { buildTheme, DEFAULT_THEME_SETTINGS } from './theme';

describe('colour contrast', () => {
  it('puts dark text on the default gold and white text on a deep colour', () => {
    expect(contrastText('#C9A227')).toBe('#2F2B3D');
    expect(contrastText('#7367F0')).toBe('#FFFFFF');
  });

  it('darkens a colour until it reads on a light background, and keeps one that already does', () => {
    const gold = readableOn('#C9A227', '#FFFFFF');
    expect(contrastRatio(gold, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#2F2B3D', '#FFFFFF')).toBe('#2F2B3D');
  });

  it.each(['light', 'dark'] as const)('gives every palette colour AA text on paper in %s mode', (theme) => {
    const t = buildTheme({ ...DEFAULT_THEME_SETTINGS, theme }, false);
    for (const name of ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const) {
      expect(contrastRatio(t.palette[name].text, t.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.palette[name].contrastText, t.palette[name].solid)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
