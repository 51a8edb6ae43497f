import { neutraliseFormula } from '@rollcall/contract/csv';
import {
  REPORT_MESSAGES,
  REPORT_TYPE_LABELS,
  type ReportColumnKind,
  type ReportFormat,
} from '@rollcall/contract/reports';
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
};

export function describeReport(
  table: ReportTable,
  scope: ReportScope,
  context: {
    schoolName: string;
    generatedAt: Date;
    generatedBy: string;
    logo?: Buffer | undefined;
  },
): ReportDocument {
  const scopeParts = [
    scope.class ? `Grade ${scope.class}` : '',
    scope.section ? `Section ${scope.section}` : '',
  ].filter(Boolean);
  return {
    table,
    schoolName: context.schoolName,
    title: REPORT_TYPE_LABELS[table.type],
    range:
      scope.startDate === scope.endDate
        ? scope.startDate
        : `${scope.startDate} to ${scope.endDate}`,
    filters: scopeParts.length ? scopeParts.join(', ') : REPORT_MESSAGES.pdf.allClasses,
    generated: `${schoolDateOf(context.generatedAt, scope.timezone)} ${schoolTimeOf(
      context.generatedAt,
      scope.timezone,
    )} (${scope.timezone})`,
    generatedBy: context.generatedBy,
    logo: context.logo,
  };
}

/**
 * A cell as text, for CSV and PDF. Text is untrusted (a student named "=HYPERLINK(…)"): it goes
 * through the one shared formula neutraliser in every format.
 */
export function cellText(value: Cell, kind: ReportColumnKind): string {
  if (value === null) return '';
  if (kind === 'yesno') return value ? 'Yes' : 'No';
  if (kind === 'percent' || kind === 'decimal') return Number(value).toFixed(1);
  if (typeof value === 'number') return String(value);
  return neutraliseFormula(String(value));
}

export type ReportWriter = (document: ReportDocument) => Promise<Buffer>;
export type ReportWriters = Record<ReportFormat, ReportWriter>;
