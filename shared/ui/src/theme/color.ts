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

/** Black or white text, whichever reads better on the colour (WCAG relative luminance). */
export function contrastText(hex: string) {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.36 ? '#2F2B3D' : '#FFFFFF';
}
