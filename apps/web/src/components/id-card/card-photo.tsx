import type { IdCardTheme } from '@rollcall/contract/id-cards';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TOP, px, py } from './card-geometry';
import { CardLine } from './card-line';
import type { CardModel } from './card-model';

const PHOTO_W = 16;

/** The photo (or the student's initials) in the template's shape, and the security code under it. */
export function CardPhoto({
  model,
  theme,
  left,
}: {
  model: CardModel;
  theme: IdCardTheme;
  left: number;
}) {
  const { t } = useTranslation(['id-cards', 'common']);
  const height = theme.photoShape === 'circle' ? 16 : 19;
  const radius = { circle: '50%', rounded: `${px(2)}px`, square: 0 }[theme.photoShape];
  const box: CSSProperties = {
    position: 'absolute',
    left: px(left),
    top: py(PHOTO_TOP),
    width: px(PHOTO_W),
    height: py(height),
    boxSizing: 'border-box',
    borderRadius: radius,
    border: `${py(0.4)}px solid ${theme.primary}`,
    background: theme.secondary,
    overflow: 'hidden',
  };
  return (
    <>
      {model.photoUrl ? (
        <img
          src={model.photoUrl}
          alt={t('common:card.photo', { name: model.name })}
          style={{ ...box, objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <div aria-hidden style={box}>
          <CardLine
            text={model.initials}
            x={0}
            y={height / 2 - 2.6 - 0.4}
            width={PHOTO_W - 0.8}
            size={14}
            minSize={8}
            font={theme.font}
            isBold
            align="center"
            color="#ffffff"
          />
        </div>
      )}
      <CardLine
        text={model.securityText}
        x={left}
        y={35.3}
        width={PHOTO_W}
        size={4.8}
        font={theme.font}
        isBold
        align="center"
        color={theme.muted}
      />
    </>
  );
}
