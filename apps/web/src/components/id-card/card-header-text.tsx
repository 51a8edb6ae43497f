import type { IdCardTheme } from '@rollcall/contract/id-cards';
import { useTranslation } from 'react-i18next';
import { W } from './card-geometry';
import { CardLine, type CardLineProps } from './card-line';
import type { CardModel } from './card-model';
import { isFilledHeader } from './card-shapes';

type CardHeaderTextProps = {
  model: CardModel;
  theme: IdCardTheme;
  left: number;
  hasLogo: boolean;
};
type HeaderLine = Omit<CardLineProps, 'font' | 'color'> & { color?: string };

const RIGHT_BLOCK = 21;

/**
 * The school's monogram (when it has no logo), name and contacts; the card's title, academic year
 * and PREMIUM.
 */
export function CardHeaderText({ model, theme, left, hasLogo }: CardHeaderTextProps) {
  const { t: tc } = useTranslation('contract');
  const isFilled = isFilledHeader(theme);
  const textLeft = left + 9.6;
  const textWidth = W - textLeft - RIGHT_BLOCK - 1.5;
  const rightX = W - RIGHT_BLOCK - 2.5;
  const { school } = model;
  const contactLine = { x: textLeft, width: textWidth, size: 4.6, minSize: 3.8 };
  const right = { x: rightX, width: RIGHT_BLOCK, align: 'right' } as const;
  const lines: (HeaderLine | false)[] = [
    !hasLogo && {
      text: school.initials,
      x: left + 0.6,
      y: 4.4,
      width: 7.4,
      size: 8,
      minSize: 5,
      isBold: true,
      align: 'center',
      color: isFilled ? theme.primary : theme.onPrimary,
    },
    {
      text: school.name,
      x: textLeft,
      y: 1.9,
      width: textWidth,
      size: 8,
      minSize: 5.5,
      isBold: true,
    },
    Boolean(school.address) && { text: school.address, y: 5.6, ...contactLine },
    Boolean(school.contact) && { text: school.contact, y: 8.1, ...contactLine },
    { text: model.title, y: 2.2, size: 4.8, isBold: true, ...right },
    { text: model.academicYear, y: 5, size: 4.6, ...right },
    model.isPremium && {
      text: tc('idCardTexts.premium'),
      x: W - 16.5,
      y: 8.35,
      width: 14,
      size: 4.4,
      isBold: true,
      align: 'center',
      color: theme.header === 'band' ? theme.primary : '#ffffff',
    },
  ];
  const ink = isFilled ? theme.onPrimary : theme.primary;
  return lines.map((line, index) =>
    line ? <CardLine key={index} font={theme.font} {...line} color={line.color ?? ink} /> : null,
  );
}
