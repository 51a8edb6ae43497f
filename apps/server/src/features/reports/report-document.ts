import { neutraliseFormula } from '@rollcall/contract/csv';
import {
  REPORT_MESSAGES,
  REPORT_TYPE_LABELS,
  type ReportColumnKind,
  type ReportFormat,
} from '@rollcall/contract/reports';
import { translatorFor } from '@rollcall/contract/i18n/translate';
import type { Language } from '@rollcall/contract/languages';
import { schoolDateOf, schoolTimeOf } from '../../shared/school-calendar.js';
import type { ReportScope } from './report-range.js';
import type { Cell, ReportTable } from './report-rows.js';

/** A report table with what a file prints around it. */
export type ReportDocument = {
  table: ReportTable;
  schoolName: string;
  title: string;
  range: string;
  filters: string;
  generated: string;
  generatedBy: string;
  /** The school's logo (PNG), printed beside the PDF's heading. */
  logo?: Buffer | undefined;
  /** The report's language (its requester's): the writers' own words go through it. */
  tr: (text: string) => string;
};

export function describeReport(
  table: ReportTable,
  scope: ReportScope,
  context: {
    schoolName: string;
    generatedAt: Date;
    generatedBy: string;
    logo?: Buffer | undefined;
    language: Language;
  },
): ReportDocument {
  const tr = translatorFor(context.language);
  const { pdf } = REPORT_MESSAGES;
  const scopeParts = [
    scope.class ? tr(pdf.grade(scope.class)) : '',
    scope.section ? tr(pdf.section(scope.section)) : '',
  ].filter(Boolean);
  return {
    table: {
      ...table,
      columns: table.columns.map((column) => ({ ...column, header: tr(column.header) })),
    },
    schoolName: context.schoolName,
    title: tr(REPORT_TYPE_LABELS[table.type]),
    range:
      scope.startDate === scope.endDate
        ? scope.startDate
        : tr(pdf.dateRange(scope.startDate, scope.endDate)),
    filters: scopeParts.length ? scopeParts.join(', ') : tr(pdf.allClasses),
    generated: `${schoolDateOf(context.generatedAt, scope.timezone)} ${schoolTimeOf(
      context.generatedAt,
      scope.timezone,
    )} (${scope.timezone})`,
    generatedBy: context.generatedBy,
    logo: context.logo,
    tr,
  };
}

/**
 * A cell as text, for CSV and PDF. Text is untrusted (a student named "=HYPERLINK(…)"): it goes
 * through the one shared formula neutraliser in every format.
 */
export function cellText(
  value: Cell,
  kind: ReportColumnKind,
  tr: (text: string) => string,
): string {
  if (value === null) return '';
  if (kind === 'yesno') return tr(value ? REPORT_MESSAGES.pdf.yes : REPORT_MESSAGES.pdf.no);
  if (kind === 'percent' || kind === 'decimal') return Number(value).toFixed(1);
  if (typeof value === 'number') return String(value);
  return neutraliseFormula(String(value));
}

export type ReportWriter = (document: ReportDocument) => Promise<Buffer>;
export type ReportWriters = Record<ReportFormat, ReportWriter>;
