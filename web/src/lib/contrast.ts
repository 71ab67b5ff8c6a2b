/** WCAG 2 contrast maths for colours on coloured backgrounds (buttons, tags, menu selection). */

/** Contrast WCAG AA asks of normal-size text. */
export const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** '#rgb', '#rrggbb' or '#rrggbbaa' (alpha ignored) → [r, g, b] 0-255; null when not a hex colour. */
export function parseHex(color: string): Rgb | null {
  const m = /^#([0-9a-f]{3,8})$/i.exec(color.trim());
  if (!m) return null;
  let h = m[1];
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  if (h.length !== 6 && h.length !== 8) return null;
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of WCAG 2 (0 black … 1 white). */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two hex colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHex(a) ?? [0, 0, 0]);
  const lb = luminance(parseHex(b) ?? [0, 0, 0]);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The configured colour as a background for white text: unchanged when white already reaches
 * `min` (4.5:1), otherwise darkened (same hue, channels scaled down) just enough to reach it. The
 * same colour then also reads as text on white (links, outlined buttons), since contrast is symmetric.
 */
export function backgroundForWhiteText(color: string, min = AA_CONTRAST): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  const hex = toHex(rgb);
  if (contrastRatio(hex, '#ffffff') >= min) return hex;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 24; i++) {
    const k = (lo + hi) / 2;
    const c = toHex(rgb.map((v) => Math.floor(v * k)) as Rgb);
    if (contrastRatio(c, '#ffffff') >= min) lo = k;
    else hi = k;
  }
  return toHex(rgb.map((v) => Math.floor(v * lo)) as Rgb);
}
