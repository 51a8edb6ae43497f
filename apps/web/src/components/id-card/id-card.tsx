import { ID_CARD_PREVIEW, type IdCardSettings } from '@rollcall/contract/id-cards';
import type { Student } from '@rollcall/contract/students';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/language';
import type { CardQr } from './card-qr';
import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from './student-list-styles';
import { StudentListCard } from './student-list-card';
import { ThemedCard } from './themed-card';

/**
 * Where spec §2's two cards differ: the Student Management modal's card (540 × 340 px, its own
 * facts, boxes and footer) and the ID Card Generator's (650 × 400 px for the 82 × 50 mm face, a
 * template of the settings, laid out as the server's PDF).
 */
export type IdCardDesign =
  | { template: 'student-list'; schoolName: string }
  | { template: 'generator'; settings: IdCardSettings };

/** Each card's on-screen size in CSS px: its frame, print and image export size it by this. */
export const ID_CARD_SIZE = {
  'student-list': { width: CARD_WIDTH_PX, height: CARD_HEIGHT_PX },
  generator: ID_CARD_PREVIEW,
} as const satisfies Record<IdCardDesign['template'], { width: number; height: number }>;

export type IdCardProps = {
  student: Student;
  design: IdCardDesign;
  qr: CardQr;
  now?: Date;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A student's ID card, as both places draw it. Both share the name's rule (whole, on one or two
 * lines, as the PDF prints it), the card's dates (short, in the card's language), the QR query and
 * the frame; the card's words and dates are in the screens' language.
 */
export function IdCard({ student, design, qr, now = new Date(), ref }: IdCardProps) {
  // Subscribed, so the card redraws when the language is switched.
  useTranslation();
  const language = currentLanguage();
  const card = { ref, student, qr, language, now };
  return design.template === 'student-list' ? (
    <StudentListCard {...card} schoolName={design.schoolName} />
  ) : (
    <ThemedCard {...card} settings={design.settings} />
  );
}
