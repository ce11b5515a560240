/**
 * Colour arithmetic for theme tokens: HSL lightness shifts as the spec's "darken 7.5 / lighten 60"
 * (percentage points, like Sass), and WCAG 2 contrast so text on an account's colours stays readable.
 */

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function hslToRgb([h, s, l]: [number, number, number]): Rgb {
  const sn = s / 100;
  const ln = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sn * Math.min(ln, 1 - ln);
  const f = (n: number) => ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Moves the colour's HSL lightness by `points` (negative darkens), clamped to 0–100. */
export function shiftLightness(hex: string, points: number): string {
  const [h, s, l] = rgbToHsl(parseHex(hex));
  return toHex(hslToRgb([h, s, Math.min(100, Math.max(0, l + points))]));
}

export const darken = (hex: string, percent: number) => shiftLightness(hex, -percent);
export const lighten = (hex: string, percent: number) => shiftLightness(hex, percent);

function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const READABLE_CONTRAST = 4.5;

/**
 * The text colour to put on `background`: the preferred one when it reaches 4.5:1, otherwise whichever
 * of the candidates contrasts most.
 */
export function readableTextOn(
  background: string,
  preferred: string,
  candidates: readonly string[] = ['#ffffff', '#22242f'],
): string {
  if (contrastRatio(preferred, background) >= READABLE_CONTRAST) return preferred;
  return [...candidates].sort((a, b) => contrastRatio(b, background) - contrastRatio(a, background))[0]!;
}

/**
 * A fill and its text that reach 4.5:1. Some brand colours (the platform's own green among them) reach it
 * with neither white nor dark text; the fill is then deepened (or lightened) step by step until the
 * preferred text reads on it, so the brand's hue is kept and the text stays readable.
 */
export function readablePair(fill: string, preferredText: string): { fill: string; text: string } {
  const text = readableTextOn(fill, preferredText);
  if (contrastRatio(text, fill) >= READABLE_CONTRAST) return { fill, text };
  // No text colour reads on the fill: keep the account's own text colour and move the fill away from it.
  const towardsDark = relativeLuminance(preferredText) > relativeLuminance(fill);
  let adjusted = fill;
  for (let step = 0; contrastRatio(preferredText, adjusted) < READABLE_CONTRAST && step < 40; step += 1) {
    adjusted = shiftLightness(adjusted, towardsDark ? -2.5 : 2.5);
  }
  return { fill: adjusted, text: preferredText };
}

/** `foreground` as text on `background`, darkened or lightened until it reaches 4.5:1. */
export function readableForeground(foreground: string, background: string): string {
  const towardsDark = relativeLuminance(background) > 0.18;
  let adjusted = foreground;
  for (let step = 0; contrastRatio(adjusted, background) < READABLE_CONTRAST && step < 40; step += 1) {
    adjusted = shiftLightness(adjusted, towardsDark ? -2.5 : 2.5);
  }
  return adjusted;
}

/** Lightness shifts of the 10 shades, 50 to 900, around the colour itself at 500 (decision 0184). */
const SHADE_STEPS = [
  [50, 45],
  [100, 37.5],
  [200, 30],
  [300, 20],
  [400, 10],
  [500, 0],
  [600, -7.5],
  [700, -15],
  [800, -22.5],
  [900, -30],
] as const;

/** The theme's 10-colour palette: shades of `hex` from lightest (50) to darkest (900), 500 itself. */
export function themeShades(hex: string): { shade: number; colour: string }[] {
  return SHADE_STEPS.map(([shade, points]) => ({ shade, colour: shiftLightness(hex, points) }));
}
