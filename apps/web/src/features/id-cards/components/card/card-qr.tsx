import { ID_CARD_TEXTS as T, type IdCardTheme } from '@rollcall/contract/id-cards';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import { px, py, QR_BOX, W } from './card-geometry';
import { CardLine } from './card-line';

/** Quiet zone in modules on each side, as the PDF (spec §9's QR image uses a margin of 2). */
const MARGIN = 2;
/** Byte-mode capacity of version 11 per level: the PDF's rule for a 19 mm box. */
const VERSION_11_BYTES = { H: 141, Q: 177, M: 251, L: 321 } as const;
const LEVELS = ['H', 'Q', 'M', 'L'] as const;

/** The dark runs of each row as one SVG path, or undefined when the payload cannot be encoded. */
function qrPath(data: string): { size: number; path: string } | undefined {
  try {
    const bytes = new TextEncoder().encode(data).length;
    const level = LEVELS.find((candidate) => bytes <= VERSION_11_BYTES[candidate]) ?? 'L';
    const { size, data: bits } = QRCode.create(data, { errorCorrectionLevel: level }).modules;
    const runs: string[] = [];
    for (let row = 0; row < size; row += 1) {
      let col = 0;
      while (col < size) {
        if (bits[row * size + col] !== 1) {
          col += 1;
          continue;
        }
        const start = col;
        while (col < size && bits[row * size + col] === 1) col += 1;
        runs.push(`M${start + MARGIN} ${row + MARGIN}h${col - start}v1h${start - col}z`);
      }
    }
    return { size, path: runs.join('') };
  } catch {
    return undefined;
  }
}

export type CardQr = { data: string | undefined; placeholder: string };

/** The signed attendance QR, drawn as vector modules where and as the PDF draws it. */
export function CardQrCode({ qr, theme, name }: { qr: CardQr; theme: IdCardTheme; name: string }) {
  const symbol = useMemo(() => (qr.data ? qrPath(qr.data) : undefined), [qr.data]);
  const modules = (symbol?.size ?? 0) + 2 * MARGIN;
  const box = {
    position: 'absolute',
    left: px(W - QR_BOX - 2.5),
    top: py(14.3),
    width: px(QR_BOX),
    height: py(QR_BOX),
    background: '#ffffff',
  } as const;
  return (
    <>
      {symbol ? (
        <svg
          role="img"
          aria-label={`QR code for ${name}`}
          viewBox={`0 0 ${modules} ${modules}`}
          preserveAspectRatio="none"
          shapeRendering="crispEdges"
          style={{ ...box, display: 'block' }}
        >
          <rect width={modules} height={modules} fill="#ffffff" />
          <path d={symbol.path} fill="#000000" />
        </svg>
      ) : (
        <div
          style={{
            ...box,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            fontSize: 12,
            color: theme.muted,
          }}
        >
          {qr.placeholder}
        </div>
      )}
      <CardLine
        text={T.scanForAttendance}
        x={W - QR_BOX - 3.5}
        y={33.6}
        width={QR_BOX + 2}
        size={4.2}
        minSize={3.4}
        font={theme.font}
        isBold
        align="center"
        color={theme.text}
      />
    </>
  );
}
