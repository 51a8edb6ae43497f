import type { IdCardTheme } from '@rollcall/contract/id-cards';
import { FONT_FAMILIES, measureIn, type CardFont } from './card-fonts';
import { fontPx, px, QR_BOX, W } from './card-geometry';
import { CardLine } from './card-line';
import type { CardModel } from './card-model';
import { fitCardName, type NameFit } from '@rollcall/contract/id-card-name';

const LABEL_W = 7.5;
const EXTRA_STEP = 2.3;
/** The name's top, full size (points) and line height (times its size), as the PDF's. */
const NAME_TOP = 14.8;
const NAME_SIZE = 9;
const NAME_LINE_HEIGHT = 1.12;
const ROWS_TOP = 19.2;
/** A font size in points as millimetres on the card. */
const mm = (points: number) => points / (72 / 25.4);

export type DetailsLayout = {
  x: number;
  width: number;
  name: NameFit;
  /** The top of each name line. */
  nameTops: number[];
  /** The top of each row (name excluded). */
  rowTops: number[];
  extraTops: number[];
  extrasBox: { x: number; y: number; width: number; height: number } | undefined;
};

/**
 * Where the name, the rows and the extras box go: the PDF's arithmetic (`card-face.ts`,
 * `drawDetails`). A name on two lines moves the rows down by its second line.
 */
export function detailsLayout(
  model: CardModel,
  includeQr: boolean,
  left: number,
  font: CardFont,
): DetailsLayout {
  const x = left + 18.5;
  const width = (includeQr ? W - QR_BOX - 3 : W - 3) - x - 1;
  const measure = measureIn(FONT_FAMILIES[font], 700, fontPx);
  const name = fitCardName(model.name, NAME_SIZE, px(width), measure);
  const lineHeight = mm(name.size) * NAME_LINE_HEIGHT;
  const nameTops = name.lines.map((_, index) => NAME_TOP + index * lineHeight);
  const rowsTop = Math.max(ROWS_TOP, NAME_TOP + name.lines.length * lineHeight + 0.6);
  const step = model.extras.length > 1 ? 2.55 : 2.9;
  const rowTops = model.rows.map((_, index) => rowsTop + index * step);
  const common = { x, width, name, nameTops, rowTops };
  if (model.extras.length === 0) return { ...common, extraTops: [], extrasBox: undefined };
  const boxTop = rowsTop + model.rows.length * step + 0.2;
  return {
    ...common,
    extraTops: model.extras.map((_, index) => boxTop + 0.6 + index * EXTRA_STEP),
    extrasBox: {
      x: x - 0.8,
      y: boxTop,
      width: width + 0.8,
      height: model.extras.length * EXTRA_STEP + 0.8,
    },
  };
}

type CardDetailsProps = { model: CardModel; theme: IdCardTheme; layout: DetailsLayout };

/** The student's name, ID, class, roll and DOB, then guardian / emergency / medical lines. */
export function CardDetails({ model, theme, layout }: CardDetailsProps) {
  const { x, width, name } = layout;
  const font = theme.font;
  return (
    <>
      {/* One block for the name's lines, found by tests that check it is whole. */}
      <div data-card-name style={{ display: 'contents' }}>
        {name.lines.map((line, index) => (
          <CardLine
            key={index}
            text={line}
            x={x}
            y={layout.nameTops[index] ?? NAME_TOP}
            width={width}
            size={name.size}
            font={font}
            isBold
            color={theme.text}
          />
        ))}
      </div>
      {model.rows.map(([label, value], index) => (
        <div key={label}>
          <CardLine
            text={label}
            x={x}
            y={layout.rowTops[index] ?? 0}
            width={LABEL_W}
            size={5.3}
            font={font}
            color={theme.muted}
          />
          <CardLine
            text={value}
            x={x + LABEL_W}
            y={layout.rowTops[index] ?? 0}
            width={width - LABEL_W}
            size={5.6}
            minSize={4.2}
            font={font}
            isBold
            color={theme.text}
          />
        </div>
      ))}
      {model.extras.map(([label, value], index) => (
        <div key={label}>
          <CardLine
            text={label}
            x={x}
            y={layout.extraTops[index] ?? 0}
            width={LABEL_W + 2}
            size={4.3}
            font={font}
            isBold
            color={theme.muted}
          />
          <CardLine
            text={value}
            x={x + LABEL_W + 2}
            y={layout.extraTops[index] ?? 0}
            width={width - LABEL_W - 2.5}
            size={4.3}
            minSize={3.6}
            font={font}
            color={theme.text}
          />
        </div>
      ))}
    </>
  );
}
