import {
  academicYearOf,
  cardAllergies,
  securityCodeOf,
  type IdCardSettings,
} from '@rollcall/contract/id-cards';
import type { Language } from '@rollcall/contract/languages';
import type { Student } from '@rollcall/contract/students';
import type { TFunction } from 'i18next';
import { cardDate } from './card-format';

/** Everything the card prints, worked out once from the student and the settings (as the PDF). */
export type CardModel = {
  name: string;
  initials: string;
  /** Printed when includePhoto is on and the student has one; initials otherwise. */
  photoUrl: string | undefined;
  rows: [label: string, value: string][];
  /** Guardian, emergency contact and medical lines, in a tinted box under the rows. */
  extras: [label: string, value: string][];
  /** STUDENT ID CARD or STAFF ID CARD. */
  title: string;
  academicYear: string;
  isPremium: boolean;
  isTemporary: boolean;
  validText: string;
  securityText: string;
  school: { name: string; address: string; contact: string; initials: string };
  microtext: string;
  /** The student number, for the Code 128 barcode when includeBarcode is on. */
  barcodeText: string | undefined;
};

/**
 * The first letters of the first two words, as the PDF prints them: "Lincoln High School" → "LH"
 * (a person's initials elsewhere are `initialsOf` in lib/initials).
 */
export const initialsOfWords = (text: string) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

const present = (...parts: (string | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(' · ');

/** The card's words in the screens' language, as the PDF prints them in the request's. */
type ContractT = TFunction<'contract'>;

function extrasOf(student: Student, settings: IdCardSettings, tc: ContractT): [string, string][] {
  const extras: [string, string][] = [];
  if (settings.includeGuardian) {
    extras.push([tc('idCardTexts.guardian'), present(student.guardianName, student.guardianPhone)]);
  }
  const { emergencyContact: emergency, medicalInfo: medical } = student;
  if (settings.includeEmergency && present(emergency.name, emergency.phone)) {
    extras.push([tc('idCardTexts.emergency'), present(emergency.name, emergency.phone)]);
  }
  if (settings.includeMedical) {
    const allergies = cardAllergies(medical.allergies);
    extras.push([
      tc('idCardTexts.medical'),
      present(
        `${tc('idCardTexts.bloodType')} ${medical.bloodType?.trim() || '—'}`,
        allergies.length > 0
          ? `${tc('idCardTexts.allergies')}: ${allergies.join(', ')}`
          : undefined,
      ),
    ]);
  }
  return extras;
}

export function buildCardModel(
  student: Student,
  settings: IdCardSettings,
  now: Date,
  tc: ContractT,
  /** The language of `tc`: the card's dates are written in it, as its words are. */
  language: Language,
): CardModel {
  const rows: [string, string][] = [
    [tc('idCardTexts.id'), student.studentId],
    [tc('idCardTexts.class'), `${student.class}-${student.section}`],
  ];
  if (student.rollNumber) rows.push([tc('idCardTexts.roll'), student.rollNumber]);
  if (student.dateOfBirth) {
    const dob = cardDate(student.dateOfBirth, language) ?? student.dateOfBirth;
    rows.push([tc('idCardTexts.dob'), dob]);
  }
  const name = `${student.firstName} ${student.lastName}`;
  return {
    name,
    initials: initialsOfWords(name),
    photoUrl: settings.includePhoto ? student.photoUrl : undefined,
    rows,
    extras: extrasOf(student, settings, tc),
    title: tc(settings.cardType === 'staff' ? 'idCardTexts.staffCard' : 'idCardTexts.studentCard'),
    academicYear: academicYearOf(now),
    isPremium: settings.cardType === 'premium',
    isTemporary: settings.cardType === 'temporary',
    validText: tc('idCards.validUntil', { year: settings.validUntil }),
    securityText: `${tc('idCardTexts.securityCode')} ${securityCodeOf(student.studentId)}`,
    school: {
      name: settings.schoolName,
      address: settings.schoolAddress,
      contact: present(settings.schoolPhone, settings.schoolWebsite).replaceAll(' · ', '  ·  '),
      initials: initialsOfWords(settings.schoolName) || 'S',
    },
    microtext: `${settings.schoolName.toUpperCase()} · ${student.studentId} · `.repeat(12),
    barcodeText: settings.includeBarcode ? student.studentId : undefined,
  };
}
