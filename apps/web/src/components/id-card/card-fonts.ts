import type { MeasureText } from '@rollcall/contract/id-card-name';

/** The generator's two looks (a template's `font`), as the browser draws them. */
export const FONT_FAMILIES = {
  sans: 'Helvetica, Arial, "Liberation Sans", sans-serif',
  serif: '"Times New Roman", Times, "Liberation Serif", serif',
} as const;
export type CardFont = keyof typeof FONT_FAMILIES;

let measureContext: CanvasRenderingContext2D | null | undefined;

/**
 * The text's width in CSS px in a CSS font, measured as the browser will draw it; undefined where
 * there is no canvas (unit tests).
 */
export function measureCss(text: string, cssFont: string): number | undefined {
  if (typeof document === 'undefined') return undefined;
  measureContext ??= document.createElement('canvas').getContext('2d');
  if (!measureContext) return undefined;
  measureContext.font = cssFont;
  return measureContext.measureText(text).width;
}

/** A measure for `fitCardName`: sizes in the card's unit, turned into CSS px by `toPx`. */
export const measureIn =
  (family: string, weight: number, toPx: (size: number) => number): MeasureText =>
  (text, size) =>
    measureCss(text, `${weight} ${toPx(size)}px ${family}`);
