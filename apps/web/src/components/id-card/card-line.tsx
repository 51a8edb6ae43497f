import type { CSSProperties } from 'react';
import { FONT_FAMILIES, measureCss, type CardFont } from './card-fonts';
import { fontPx, px, py } from './card-geometry';

/**
 * As the PDF: the size steps down (to `minSize`) until the text fits; then it is cut with "…"
 * (`isCut`).
 */
function fittedSize(
  text: string,
  font: CardFont,
  isBold: boolean,
  size: number,
  minSize: number,
  width: number,
) {
  let fitted = size;
  for (;;) {
    const measured = measureCss(
      text,
      `${isBold ? 700 : 400} ${fontPx(fitted)}px ${FONT_FAMILIES[font]}`,
    );
    if (measured === undefined || measured <= width) return { fitted, isCut: false };
    if (fitted <= minSize) return { fitted, isCut: true };
    fitted -= 0.25;
  }
}

export type CardLineProps = {
  text: string;
  /** Top-left corner and width, in millimetres on the card. */
  x: number;
  y: number;
  width: number;
  /** In points, as the PDF. */
  size: number;
  minSize?: number;
  font: CardFont;
  isBold?: boolean;
  align?: 'left' | 'center' | 'right';
  color: string;
  style?: CSSProperties;
};

/** One line of text placed as the PDF places it (a `line()` call of the server's renderer). */
export function CardLine(props: CardLineProps) {
  const { text, x, y, width, size, minSize = size, font, isBold = false, align = 'left' } = props;
  const { fitted, isCut } = fittedSize(text, font, isBold, size, minSize, px(width));
  // A line cut with "…" (a long name) reads whole on hover; a pattern clipped at the card's edge
  // (the microtext) is not there to be read.
  const isReadAsText = props.style?.textOverflow !== 'clip';
  return (
    <div
      title={isCut && isReadAsText ? text : undefined}
      style={{
        position: 'absolute',
        left: px(x),
        top: py(y),
        width: px(width),
        fontFamily: FONT_FAMILIES[font],
        fontSize: fontPx(fitted),
        fontWeight: isBold ? 700 : 400,
        lineHeight: 1.15,
        textAlign: align,
        color: props.color,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        ...props.style,
      }}
    >
      {text}
    </div>
  );
}
