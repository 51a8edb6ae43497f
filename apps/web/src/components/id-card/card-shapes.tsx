import type { IdCardTheme } from '@rollcall/contract/id-cards';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FOOTER_TOP, H, HEADER_H, px, py, W } from './card-geometry';
import { code128Bars } from './code128';

/** An SVG over the whole card in millimetres (the PDF's coordinates), under or over the text. */
function CardSvg({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' }}
    >
      {children}
    </svg>
  );
}

/** securityFeatures: fine waves across the body (a photocopy blurs them). */
function SecurityWaves({ theme }: { theme: IdCardTheme }) {
  const waves = Array.from({ length: 9 }, (_, wave) => {
    const base = HEADER_H + 3 + wave * 3.2;
    const points = Array.from(
      { length: W + 1 },
      (_, x) => `${x},${(base + 1.1 * Math.sin(x / 3.1 + wave * 0.9)).toFixed(3)}`,
    );
    return <polyline key={wave} points={points.join(' ')} />;
  });
  return (
    <g fill="none" stroke={theme.secondary} strokeOpacity={0.35} strokeWidth={0.07}>
      {waves}
    </g>
  );
}

function HeaderShapes({ theme, left }: { theme: IdCardTheme; left: number }) {
  switch (theme.header) {
    case 'band':
      return (
        <>
          <rect x={0} y={0} width={W} height={HEADER_H} fill={theme.primary} />
          <rect x={0} y={HEADER_H} width={W} height={0.7} fill={theme.secondary} />
        </>
      );
    case 'diagonal':
      return (
        <>
          <polygon
            points={`0,0 ${W},0 ${W},${HEADER_H - 4} 0,${HEADER_H + 1.5}`}
            fill={theme.primary}
          />
          <polygon
            points={`0,${HEADER_H + 1.5} ${W},${HEADER_H - 4} ${W},${HEADER_H - 2.8} 0,${HEADER_H + 2.7}`}
            fill={theme.secondary}
          />
        </>
      );
    case 'sidebar':
      return (
        <>
          <rect x={0} y={0} width={6} height={H} fill={theme.primary} />
          <rect x={6} y={0} width={0.8} height={H} fill={theme.secondary} />
          <rect x={left} y={HEADER_H} width={W - left - 3} height={0.3} fill={theme.primary} />
        </>
      );
    case 'rules':
      return (
        <>
          <rect x={2.5} y={HEADER_H - 0.2} width={W - 5} height={0.35} fill={theme.primary} />
          <rect x={2.5} y={HEADER_H + 0.6} width={W - 5} height={0.15} fill={theme.primary} />
        </>
      );
  }
}

export const isFilledHeader = (theme: IdCardTheme) =>
  theme.header === 'band' || theme.header === 'diagonal';

type BaseShapesProps = {
  theme: IdCardTheme;
  left: number;
  isSecure: boolean;
  isPremium: boolean;
  /** The school's logo sits on white in the header's circle; without one, the monogram's disc. */
  hasLogo: boolean;
  /** The tinted box behind the guardian, emergency and medical lines. */
  extrasBox: { x: number; y: number; width: number; height: number } | undefined;
};

/** Everything the PDF draws as shapes under the text, at the PDF's coordinates. */
export function BaseShapes({
  theme,
  left,
  isSecure,
  isPremium,
  hasLogo,
  extrasBox,
}: BaseShapesProps) {
  return (
    <CardSvg>
      {isSecure ? <SecurityWaves theme={theme} /> : null}
      <HeaderShapes theme={theme} left={left} />
      <circle
        cx={left + 4.3}
        cy={6}
        r={4.1}
        fill={hasLogo ? '#ffffff' : isFilledHeader(theme) ? theme.onPrimary : theme.primary}
      />
      {isPremium ? (
        <rect x={W - 16.5} y={7.7} width={14} height={3} rx={1.5} fill={theme.secondary} />
      ) : null}
      {extrasBox ? (
        <rect {...extrasBox} rx={0.8} fill={theme.secondary} fillOpacity={0.12} />
      ) : null}
      {theme.hasFooterBand ? (
        <rect x={0} y={H - 5.5} width={W} height={5.5} fill={theme.primary} />
      ) : null}
    </CardSvg>
  );
}

/** The classic and elegant frames, over everything (as the PDF draws them last). */
export function FrameShape({ theme }: { theme: IdCardTheme }) {
  if (theme.frame === 'none') return null;
  return (
    <CardSvg>
      <g fill="none" stroke={theme.secondary}>
        <rect x={0.9} y={0.9} width={W - 1.8} height={H - 1.8} rx={2.2} strokeWidth={0.35} />
        {theme.frame === 'double' ? (
          <rect x={1.7} y={1.7} width={W - 3.4} height={H - 3.4} rx={1.6} strokeWidth={0.15} />
        ) : null}
      </g>
    </CardSvg>
  );
}

/**
 * includeBarcode: the student number's Code 128 on white, where the PDF draws it: inside every
 * frame, with a 2 mm quiet zone on each side.
 */
export function CardBarcode({ text, left }: { text: string; left: number }) {
  const { t } = useTranslation('id-cards');
  const bars = code128Bars(text);
  if (!bars) return null;
  const width = W - 32 - left;
  const [boxW, boxH] = [width + 4, 4.9];
  return (
    <svg
      role="img"
      aria-label={t('card.barcode', { code: text })}
      viewBox={`0 0 ${boxW} ${boxH}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{
        position: 'absolute',
        left: px(left - 1),
        top: py(FOOTER_TOP + 0.3),
        width: px(boxW),
        height: py(boxH),
        display: 'block',
      }}
    >
      <rect x={0} y={0} width={boxW} height={boxH} fill="#ffffff" />
      <g fill="#000000">
        {bars.map((bar) => (
          <rect key={bar.x} x={2 + bar.x * width} y={0.3} width={bar.width * width} height={4.3} />
        ))}
      </g>
    </svg>
  );
}
