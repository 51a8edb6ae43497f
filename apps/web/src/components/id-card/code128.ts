import { code128 } from 'bwip-js/browser';

export type Bar = { x: number; width: number };

/** A bwip-js drawing that keeps only the bars (a linear symbol draws each as one line). */
function barCollector() {
  const lines: { center: number; width: number }[] = [];
  return {
    lines,
    drawing: {
      scale: () => null,
      measure: () => ({ width: 0, ascent: 0, descent: 0 }),
      init: () => undefined,
      line: (x0: number, _y0: number, _x1: number, _y1: number, lw: number) => {
        lines.push({ center: x0, width: lw });
      },
      polygon: () => undefined,
      hexagon: () => undefined,
      ellipse: () => undefined,
      fill: () => undefined,
      text: () => undefined,
      end: () => undefined,
    },
  };
}

/**
 * The Code 128 bars of a text as fractions of the symbol's width (bwip-js encodes, as on the
 * server), or undefined when the text cannot be encoded. At scale 2 every bar is a whole number
 * of pixels wide, so its edges are exact.
 */
export function code128Bars(text: string): Bar[] | undefined {
  try {
    const { lines, drawing } = barCollector();
    code128({ bcid: 'code128', text, scale: 2 }, drawing);
    const last = lines.at(-1);
    if (!last) return undefined;
    const total = last.center + last.width / 2;
    return lines.map(({ center, width }) => ({
      x: (center - width / 2) / total,
      width: width / total,
    }));
  } catch {
    return undefined;
  }
}
