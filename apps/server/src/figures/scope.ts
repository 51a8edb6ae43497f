import { text } from '@rollcall/contract/i18n/text-key';
import { REPORT_MAX_RANGE_DAYS, type ReportRangeQuery } from '@rollcall/contract/reports';
import type { SchoolSettings } from '@rollcall/contract/settings';
import { AppError } from '../shared/app-error.js';
import {
  addDays,
  inSchoolDays,
  schoolDateOf,
  schoolDaysBetween,
} from '../shared/school-calendar.js';

/** What every figure of a report or chart is computed over. */
export type ReportScope = {
  /** The school counted (issue 41); null for the whole district. */
  schoolId: string | null;
  startDate: string;
  endDate: string;
  class: string | null;
  section: string | null;
  timezone: string;
  /** The school days of the range that are not after today, oldest first. */
  schoolDays: string[];
  /** The school's date at the request. */
  today: string;
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The school days from `from` to `to` that are not after today. */
export function pastSchoolDays(from: string, to: string, today: string, settings: SchoolSettings) {
  return schoolDaysBetween(from, to < today ? to : today, settings);
}

/** The range a request asks for; by default the school's trend window (System Settings; spec §9: 30 days) up to today. */
export function resolveScope(
  query: ReportRangeQuery,
  settings: SchoolSettings,
  now: Date,
  schoolId: string | null,
): ReportScope {
  const { timezone } = settings;
  const today = schoolDateOf(now, timezone);
  const range = inSchoolDays(query, timezone);
  const endDate = range.endDate ?? today;
  const startDate = range.startDate ?? addDays(endDate, -(settings.defaultTrendWindowDays - 1));
  if (endDate < startDate) {
    throw new AppError('VALIDATION_FAILED', text('common.dateRangeInvalid'), {
      endDate: text('common.dateRangeInvalid'),
    });
  }
  if (daysBetween(startDate, endDate) + 1 > REPORT_MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION_FAILED', text('reports.rangeTooLong'), {
      startDate: text('reports.rangeTooLong'),
    });
  }
  return {
    schoolId,
    startDate,
    endDate,
    class: query.class ?? null,
    section: query.section ?? null,
    timezone,
    schoolDays: pastSchoolDays(startDate, endDate, today, settings),
    today,
  };
}
