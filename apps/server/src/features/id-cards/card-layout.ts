/** A card's geometry in millimetres, what it shows and the words it says it with. */
import type { ID_CARD_TEXTS } from '@rollcall/contract/id-cards';
import {
  ID_CARD_PRINT,
  type IdCardSettings,
  type IdCardStudentData,
} from '@rollcall/contract/id-cards';
import { renderText } from '@rollcall/contract/i18n/render';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { Language } from '@rollcall/contract/languages';
import { shortDate } from '../../shared/short-date.js';
import { MM } from './card-text.js';

/** What one card shows: the saved settings and student, the QR payload and the photo's bytes. */
export type CardFace = {
  settings: IdCardSettings;
  student: IdCardStudentData;
  /** '' when the card carries no QR. */
  qrCodeData: string;
  /** PNG or JPEG bytes, when a photo is printed. */
  photo: Buffer | undefined;
  /** The school's logo (PNG, System Settings), drawn in the header's circle; else a monogram. */
  logo: Buffer | undefined;
  academicYear: string;
};

/** The words printed on a card, in the language the card is printed in. */
export type CardWords = { readonly [K in keyof typeof ID_CARD_TEXTS]: string };

/** What a card says in one language: its words, its validity line for a year, its dates. */
export type CardLanguage = {
  words: CardWords;
  validUntil: (year: number) => string;
  date: (day: string) => string;
};

/** The words of a card in a language, read by key. */
export const cardWordsIn = (language: Language): CardLanguage => ({
  words: textsIn(language).idCardTexts,
  validUntil: (year) => renderText('idCards.validUntil', { year }, language),
  date: (day) => shortDate(day, language),
});

export const ENGLISH = cardWordsIn('en');

/** A face as drawn: with its words. */
export type DrawnFace = CardFace & CardLanguage;

/** A font size in points as a length in millimetres (the card is drawn in millimetres). */
export const pt = (size: number) => size / MM;
export const W = ID_CARD_PRINT.cardWidthMm;
export const H = ID_CARD_PRINT.cardHeightMm;
export const HEADER_H = 12.5;
export const FOOTER_TOP = 43;
export const QR_BOX = 19;
/** The QR's white square on the card, in millimetres from the card's top-left corner. */
export const CARD_QR_BOX_MM = { x: W - QR_BOX - 2.5, y: 14.3, size: QR_BOX } as const;

export const initialsOf = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    // By code point: a name's first character may lie outside the Basic Multilingual Plane.
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
