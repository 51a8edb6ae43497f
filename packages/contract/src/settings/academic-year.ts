/** The school year and its terms, as an admin sets them (dates inside the year, terms apart). */
import { z } from 'zod';
import { textKey } from '../i18n/text-key.js';
import { textSchema } from '../common.js';
import { SETTINGS_LIMITS } from './limits.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;
const DateSchema = z.iso.date(textKey('settings.dateInvalid'));

export const TermSchema = z.object({
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Term = z.infer<typeof TermSchema>;
export const AcademicYearSchema = z.object({
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  terms: z.array(TermSchema),
});
export type AcademicYear = z.infer<typeof AcademicYearSchema>;

/** A school year's label: two following years, "2026-2027" (also how a past year is asked for). */
export const SchoolYearLabelSchema = textSchema()
  .trim()
  .refine((label) => {
    const years = /^(\d{4})-(\d{4})$/.exec(label);
    return !!years && Number(years[2]) === Number(years[1]) + 1;
  }, textKey('settings.academicYearLabelInvalid'));

const TermBodySchema = z
  .object({
    name: textSchema().trim().min(1, textKey('settings.termNameRequired')).max(60),
    startDate: DateSchema,
    endDate: DateSchema,
  })
  .refine((term) => term.endDate > term.startDate, {
    message: textKey('settings.termOrder'),
    path: ['endDate'],
  });

/** The year's label names two following years; terms lie inside it, apart (stored in date order). */
export const AcademicYearBodySchema = z
  .object({
    label: SchoolYearLabelSchema,
    startDate: DateSchema,
    endDate: DateSchema,
    terms: z
      .array(TermBodySchema)
      .max(SETTINGS_LIMITS.terms.max, textKey('settings.termsTooMany'))
      .default([]),
  })
  .superRefine((year, context) => {
    if (year.endDate <= year.startDate) {
      context.addIssue({
        code: 'custom',
        message: textKey('settings.academicYearOrder'),
        path: ['endDate'],
      });
      return;
    }
    if (daysBetween(year.startDate, year.endDate) > 365) {
      context.addIssue({
        code: 'custom',
        message: textKey('settings.academicYearTooLong'),
        path: ['endDate'],
      });
    }
    year.terms.forEach((term, index) => {
      if (term.startDate < year.startDate || term.endDate > year.endDate) {
        context.addIssue({
          code: 'custom',
          message: textKey('settings.termOutsideYear'),
          path: ['terms', index, 'startDate'],
        });
      }
      // Reported on the later of two overlapping terms, at its place in the form.
      const overlapsEarlier = year.terms.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          (other.startDate < term.startDate ||
            (other.startDate === term.startDate && otherIndex < index)) &&
          term.startDate <= other.endDate,
      );
      if (overlapsEarlier) {
        context.addIssue({
          code: 'custom',
          message: textKey('settings.termsOverlap'),
          path: ['terms', index, 'startDate'],
        });
      }
    });
  })
  .transform((year) => ({
    ...year,
    terms: [...year.terms].sort((a, b) => a.startDate.localeCompare(b.startDate)),
  }));
