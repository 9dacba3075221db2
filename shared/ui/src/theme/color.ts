/** Small colour helpers for theme tokens (hex in, hex out). */
function clamp(n: number) {
  return Math.max(0, Math.min(255, Math.round(n)));
}

export function parseHex(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return [201, 162, 39];
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: [number, number, number]) {
  return `#${[r, g, b].map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes toward black by `amount` (0–1): the darker shade saved with a custom primary colour. */
export function darken(hex: string, amount = 0.12) {
  return toHex(parseHex(hex).map((c) => c * (1 - amount)) as [number, number, number]);
}

export function lighten(hex: string, amount = 0.2) {
  return toHex(parseHex(hex).map((c) => c + (255 - c) * amount) as [number, number, number]);
}

export function alpha(hex: string, opacity: number) {
  const [r, g, b] = parseHex(hex);
  return `rgb(${r} ${g} ${b} / ${opacity})`;
}

/** WCAG relative luminance of a colour. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `top` laid over `bottom` with the given opacity, as an opaque colour. */
export function mix(bottom: string, top: string, opacity: number): string {
  const a = parseHex(bottom);
  const b = parseHex(top);
  return toHex(a.map((c, i) => c + (b[i] - c) * opacity) as [number, number, number]);
}

const DARK_TEXT = '#2F2B3D';

/** Dark or white text, whichever has the higher contrast on the colour. */
export function contrastText(hex: string) {
  return contrastRatio(hex, '#FFFFFF') >= contrastRatio(hex, DARK_TEXT) ? '#FFFFFF' : DARK_TEXT;
}

/**
 * The colour itself when it reads on `background` with at least `min` contrast (WCAG AA: 4.5),
 * otherwise the nearest darker (on a light background) or lighter (on a dark one) shade that does.
 */
export function readableOn(hex: string, background: string, min = 4.5): string {
  const towardDark = luminance(background) > 0.18;
  let candidate = hex;
  for (let step = 1; step <= 20 && contrastRatio(candidate, background) < min; step++) {
    candidate = towardDark ? darken(hex, step * 0.05) : lighten(hex, step * 0.05);
  }
  return candidate;
}

/**
 * A surface of the colour (contained buttons, the active menu item) that carries text at `min`
 * contrast: the colour itself when white or dark text reads on it, else a darker shade of it.
 */
export function solidFor(hex: string, min = 4.5): string {
  let candidate = hex;
  for (
    let step = 1;
    step <= 20 && Math.max(contrastRatio(candidate, '#FFFFFF'), contrastRatio(candidate, DARK_TEXT)) < min;
    step++
  ) {
    candidate = darken(hex, step * 0.04);
  }
  return candidate;
}
