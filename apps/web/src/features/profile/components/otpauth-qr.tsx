import { darkRuns } from '@rollcall/contract/id-card-qr';
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Four modules of white around the symbol, as scanners expect. */
const QUIET_ZONE = 4;

/** The `otpauth://` URI as a QR code for an authenticator app to scan, drawn in the page. */
export function OtpauthQr({
  uri,
  label,
  size = 216,
}: {
  uri: string;
  label: string;
  size?: number;
}) {
  const symbol = useMemo(() => {
    // A screen shows it sharp and whole: the lowest correction level keeps the symbol sparse.
    const { size: modules, data } = QRCode.create(uri, { errorCorrectionLevel: 'L' }).modules;
    const path = darkRuns(modules, data)
      .map(
        (run) =>
          `M${run.start + QUIET_ZONE} ${run.row + QUIET_ZONE}h${run.length}v1h${-run.length}z`,
      )
      .join('');
    return { extent: modules + 2 * QUIET_ZONE, path };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${symbol.extent} ${symbol.extent}`}
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={symbol.extent} height={symbol.extent} fill="#ffffff" />
      <path d={symbol.path} fill="#000000" />
    </svg>
  );
}
