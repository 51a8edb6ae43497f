/**
 * WCAG 2.x contrast arithmetic on #rrggbb colours, for the theme to choose text and fill colours
 * that stay readable (1.4.3: 4.5:1 for body text) instead of Mantine's defaults, several of which
 * fall short (grey 6 on white is 3.32:1, green 6 under white text 2.36:1).
 */
type Rgb = readonly [number, number, number];

const toRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function relativeLuminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color` laid over `background` at an opacity: what a translucent fill looks like on a page. */
export function blend(color: string, background: string, opacity: number): string {
  const [top, bottom] = [toRgb(color), toRgb(background)];
  return toHex(
    top.map((channel, i) => channel * opacity + bottom[i]! * (1 - opacity)) as unknown as Rgb,
  );
}

/** `color` mixed with black by `amount` (0–1): a darker shade of the same hue. */
export const darken = (color: string, amount: number) => blend('#000000', color, amount);

/**
 * The first of `candidates` (lightest first) that reaches `minimum` against every background, or
 * failing all, the last one darkened step by step until it does: the shade closest to the
 * designer's that is readable.
 */
export function firstReadable(
  candidates: readonly string[],
  backgrounds: readonly string[],
  minimum: number,
): string {
  const isReadable = (color: string) =>
    backgrounds.every((background) => contrastRatio(color, background) >= minimum);
  const found = candidates.find(isReadable);
  if (found) return found;
  const darkest = candidates.at(-1) ?? '#000000';
  for (let amount = 0.02; amount < 1; amount += 0.02) {
    const darker = darken(darkest, amount);
    if (isReadable(darker)) return darker;
  }
  return '#000000';
}
