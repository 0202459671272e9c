/** WCAG 2.1 contrast: the shades of a chosen colour that text can be read on (4.5:1 for normal text). */

const channels = (hex: string) => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
};

const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** The contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const hex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The colour itself when text reads on `background` at `ratio`, else its nearest shade that does: mixed
 * step by step toward black (on a light background) or white (on a dark one), so the hue stays the brand's.
 */
export function readable(color: string, background = '#ffffff', ratio = 4.5): string {
  if (!/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) || contrast(color, background) >= ratio) return color;
  const toward = luminance(background) > 0.18 ? 0 : 255;
  const rgb = channels(color);
  for (let step = 2; step <= 100; step += 2) {
    const shade = hex(rgb.map((v) => v + ((toward - v) * step) / 100));
    if (contrast(shade, background) >= ratio) return shade;
  }
  return toward ? '#ffffff' : '#000000';
}
