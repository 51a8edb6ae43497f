import type { IdCardTheme } from '@rollcall/contract/id-cards';
import { CARD_QR_MARGIN_MODULES, cardQrLevel, darkRuns } from '@rollcall/contract/id-card-qr';
import QRCode from 'qrcode';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { px, py, QR_BOX, W } from './card-geometry';
import { CardLine } from './card-line';

const MARGIN = CARD_QR_MARGIN_MODULES;

/** The dark runs of each row as one SVG path, or undefined when the payload cannot be encoded. */
function qrPath(data: string): { size: number; path: string } | undefined {
  try {
    const level = cardQrLevel(new TextEncoder().encode(data).length);
    const { size, data: bits } = QRCode.create(data, { errorCorrectionLevel: level }).modules;
    const path = darkRuns(size, bits)
      .map((run) => `M${run.start + MARGIN} ${run.row + MARGIN}h${run.length}v1h${-run.length}z`)
      .join('');
    return { size, path };
  } catch {
    return undefined;
  }
}

/**
 * The student's QR as a card draws it: the generator's draws the payload (`data`) as vectors, as
 * the PDF does; the student list's shows the server's image, whose link changes when the code is
 * regenerated. The placeholder shows until it is there.
 */
export type CardQr = { data?: string | undefined; image?: string | undefined; placeholder: string };

/** The signed attendance QR, drawn as vector modules where and as the PDF draws it. */
export function CardQrCode({ qr, theme, name }: { qr: CardQr; theme: IdCardTheme; name: string }) {
  const { t } = useTranslation(['id-cards', 'common']);
  const { t: tc } = useTranslation('contract');
  const symbol = useMemo(() => (qr.data ? qrPath(qr.data) : undefined), [qr.data]);
  const modules = (symbol?.size ?? 0) + 2 * MARGIN;
  // Square in CSS px: the card's 650 × 400 px are not quite 82 × 50 mm in proportion, and a QR
  // stretched by that 1 % drifts half a module by its last row, which decoders read wrong.
  const box = {
    position: 'absolute',
    left: px(W - QR_BOX - 2.5),
    top: py(14.3),
    width: px(QR_BOX),
    height: px(QR_BOX),
    background: '#ffffff',
  } as const;
  return (
    <>
      {symbol ? (
        <svg
          role="img"
          aria-label={t('common:card.qr', { name })}
          viewBox={`0 0 ${modules} ${modules}`}
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
        text={tc('idCardTexts.scanForAttendance')}
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
