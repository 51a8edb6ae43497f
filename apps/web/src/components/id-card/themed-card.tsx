import { ID_CARD_PREVIEW, ID_CARD_THEMES, type IdCardSettings } from '@rollcall/contract/id-cards';
import type { Language } from '@rollcall/contract/languages';
import type { Student } from '@rollcall/contract/students';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchoolInfo } from '@/lib/school-info';
import { CardDetails, detailsLayout } from './card-details';
import { contentLeft, H, px, py, W } from './card-geometry';
import { CardHeaderText } from './card-header-text';
import { CardLine } from './card-line';
import { CardLogo } from './card-logo';
import { buildCardModel } from './card-model';
import { CardPhoto } from './card-photo';
import { CardQrCode, type CardQr } from './card-qr';
import { BaseShapes, CardBarcode, FrameShape } from './card-shapes';

type ThemedCardProps = {
  student: Student;
  settings: IdCardSettings;
  qr: CardQr;
  language: Language;
  now: Date;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The ID Card Generator's card (spec §2) at its on-screen size (650 × 400 px for 82 × 50 mm), in
 * the settings' template, laid out at the same millimetre coordinates, with the same themes and
 * texts, as the server's PDF. Inline styles and inline SVG only: print and image export copy it
 * as it is.
 */
export function ThemedCard({ student, settings, qr, language, now, ref }: ThemedCardProps) {
  const { t } = useTranslation(['id-cards', 'common']);
  const { t: tc } = useTranslation('contract');
  const theme = ID_CARD_THEMES[settings.template];
  const model = buildCardModel(student, settings, now, tc, language);
  const left = contentLeft(theme.header);
  const details = detailsLayout(model, settings.includeQR, left, theme.font);
  const logoUrl = useSchoolInfo().data?.logoUrl ?? undefined;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={t('common:card.label', { name: model.name })}
      data-template={settings.template}
      data-card-type={settings.cardType}
      style={{
        position: 'relative',
        width: ID_CARD_PREVIEW.width,
        height: ID_CARD_PREVIEW.height,
        flexShrink: 0,
        overflow: 'hidden',
        borderRadius: px(3),
        background: theme.background,
        boxShadow: '0 0 0 1px #d1d5db',
      }}
    >
      <BaseShapes
        theme={theme}
        left={left}
        isSecure={settings.securityFeatures}
        isPremium={model.isPremium}
        hasLogo={!!logoUrl}
        extrasBox={details.extrasBox}
      />
      {model.barcodeText ? <CardBarcode text={model.barcodeText} left={left} /> : null}
      <CardHeaderText model={model} theme={theme} left={left} hasLogo={!!logoUrl} />
      {logoUrl ? <CardLogo url={logoUrl} left={left} /> : null}
      <CardPhoto model={model} theme={theme} left={left} />
      <CardDetails model={model} theme={theme} layout={details} />
      {settings.includeQR ? <CardQrCode qr={qr} theme={theme} name={model.name} /> : null}
      {settings.securityFeatures ? (
        <CardLine
          text={model.microtext}
          x={2}
          y={41.6}
          width={W - 4}
          size={1.6}
          font="sans"
          color={theme.muted}
          style={{ textOverflow: 'clip' }}
        />
      ) : null}
      <CardLine
        text={model.validText}
        x={W - 28}
        y={H - 4.1}
        width={25}
        size={6}
        font={theme.font}
        isBold
        align="right"
        color={theme.hasFooterBand ? theme.onPrimary : theme.primary}
      />
      {model.isTemporary ? (
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: py(37.3),
            width: '100%',
            height: py(4.6),
            background: '#b45309',
          }}
        >
          <CardLine
            text={tc('idCardTexts.temporary')}
            x={0}
            y={0.6}
            width={W}
            size={10}
            font={theme.font}
            isBold
            align="center"
            color="#ffffff"
          />
        </div>
      ) : null}
      <FrameShape theme={theme} />
    </div>
  );
}
