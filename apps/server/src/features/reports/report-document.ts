import { neutraliseFormula } from '@rollcall/contract/csv';
import type { ContractTranslations } from '@rollcall/contract/i18n/catalogue';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { ReportColumnKind, ReportFormat } from '@rollcall/contract/reports';
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
  /** The catalogue in the report's language (its requester's), for the writers' own words. */
  texts: ContractTranslations;
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
  const texts = textsIn(context.language);
  const { pdf } = texts.reports;
  const headings = texts.reportColumns[table.type];
  const scopeParts = [
    scope.class ? fillMessage(pdf.grade, { class: scope.class }) : '',
    scope.section ? fillMessage(pdf.section, { section: scope.section }) : '',
  ].filter(Boolean);
  return {
    table: {
      ...table,
      columns: table.columns.map((column) => ({
        ...column,
        header: headings[column.key] ?? column.header,
      })),
    },
    schoolName: context.schoolName,
    title: texts.reportTypes[table.type],
    range:
      scope.startDate === scope.endDate
        ? scope.startDate
        : fillMessage(pdf.dateRange, { start: scope.startDate, end: scope.endDate }),
    filters: scopeParts.length ? scopeParts.join(', ') : pdf.allClasses,
    generated: `${schoolDateOf(context.generatedAt, scope.timezone)} ${schoolTimeOf(
      context.generatedAt,
      scope.timezone,
    )} (${scope.timezone})`,
    generatedBy: context.generatedBy,
    logo: context.logo,
    texts,
  };
}

/**
 * A cell as text, for CSV and PDF. Text is untrusted (a student named "=HYPERLINK(…)"): it goes
 * through the one shared formula neutraliser in every format.
 */
export function cellText(value: Cell, kind: ReportColumnKind, texts: ContractTranslations): string {
  if (value === null) return '';
  if (kind === 'yesno') return value ? texts.reports.pdf.yes : texts.reports.pdf.no;
  if (kind === 'percent' || kind === 'decimal') return Number(value).toFixed(1);
  if (typeof value === 'number') return String(value);
  return neutraliseFormula(String(value));
}

export type ReportWriter = (document: ReportDocument) => Promise<Buffer>;
export type ReportWriters = Record<ReportFormat, ReportWriter>;
