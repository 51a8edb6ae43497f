import type { IdCardTheme } from '@rollcall/contract/id-cards';
import { QR_BOX, W } from './card-geometry';
import { CardLine } from './card-line';
import type { CardModel } from './card-model';

const LABEL_W = 7.5;
const EXTRA_STEP = 2.3;

export type DetailsLayout = {
  x: number;
  width: number;
  /** The top of each row (name excluded). */
  rowTops: number[];
  extraTops: number[];
  extrasBox: { x: number; y: number; width: number; height: number } | undefined;
};

/** Where the name, the rows and the extras box go: the PDF's arithmetic. */
export function detailsLayout(model: CardModel, includeQr: boolean, left: number): DetailsLayout {
  const x = left + 18.5;
  const width = (includeQr ? W - QR_BOX - 3 : W - 3) - x - 1;
  const step = model.extras.length > 1 ? 2.55 : 2.9;
  const rowTops = model.rows.map((_, index) => 19.2 + index * step);
  if (model.extras.length === 0) return { x, width, rowTops, extraTops: [], extrasBox: undefined };
  const boxTop = 19.2 + model.rows.length * step + 0.2;
  return {
    x,
    width,
    rowTops,
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
  const { x, width } = layout;
  const font = theme.font;
  return (
    <>
      <CardLine
        text={model.name}
        x={x}
        y={14.8}
        width={width}
        size={9}
        minSize={6}
        font={font}
        isBold
        color={theme.text}
      />
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
