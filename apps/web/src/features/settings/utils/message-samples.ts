import { longSchoolDate, type Language } from '@rollcall/contract/languages';
import {
  ACCENTED_SAMPLE_NAME,
  fillTemplate,
  SAMPLE_TEMPLATE_VALUES,
  SMS_SEGMENTS_WARNING_ABOVE,
  smsSegmentsOf,
  type TemplateValues,
} from '@rollcall/contract/message-templates';

/** The sample day, written out in the language the texts are for, as the server writes it. */
const SAMPLE_DATE = '2026-09-14';

/** The preview's values in `language`, with the school's own name when it has one. */
export const sampleValues = (schoolName: string, language: Language): TemplateValues => ({
  ...SAMPLE_TEMPLATE_VALUES,
  schoolName: schoolName.trim() || SAMPLE_TEMPLATE_VALUES.schoolName,
  date: longSchoolDate(SAMPLE_DATE, language),
});

/**
 * How many parts an SMS template takes filled with the sample values, and with an accented
 * student name (one letter outside GSM-7 makes the whole SMS UCS-2: 70 characters a part).
 */
export function smsPartsOf(text: string, schoolName: string, language: Language) {
  const values = sampleValues(schoolName, language);
  const filled = fillTemplate(text, values);
  const sample = smsSegmentsOf(filled);
  const accented = smsSegmentsOf(
    fillTemplate(text, { ...values, studentName: ACCENTED_SAMPLE_NAME }),
  );
  return {
    filled,
    sample,
    accented,
    isTooLong: sample.segments > SMS_SEGMENTS_WARNING_ABOVE,
    isTooLongWithAccents: accented.segments > SMS_SEGMENTS_WARNING_ABOVE,
  };
}
