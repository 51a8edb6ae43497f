import type { ContractTranslations } from '@rollcall/contract/i18n/catalogue';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import { textsIn } from '@rollcall/contract/i18n/translate';
import type { ReportColumnKind, ReportFormat } from '@rollcall/contract/reports';
import type { Language } from '@rollcall/contract/languages';
import { schoolDateOf, schoolTimeOf } from '../../shared/school-calendar.js';
import { shortDate } from '../../shared/short-date.js';
import type { ReportScope } from '../../figures/scope.js';
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
  language: Language;
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
  const day = (date: string) => shortDate(date, context.language);
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
        ? day(scope.startDate)
        : fillMessage(pdf.dateRange, { start: day(scope.startDate), end: day(scope.endDate) }),
    filters: scopeParts.length ? scopeParts.join(', ') : pdf.allClasses,
    generated: `${day(schoolDateOf(context.generatedAt, scope.timezone))} ${schoolTimeOf(
      context.generatedAt,
      scope.timezone,
    )} (${scope.timezone})`,
    generatedBy: context.generatedBy,
    logo: context.logo,
    texts,
    language: context.language,
  };
}

/**
 * A cell as text, for the CSV or the PDF (the one formatting of cell values; Excel keeps numbers
 * and days typed): yes and no in the report's language, rates to one decimal, days as ISO dates
 * in a CSV (data to read back) and as short dates in a PDF (for people). No formula guard here:
 * that is the CSV writer's (`csvField`), since only a spreadsheet opening a CSV runs a cell that
 * starts with `=`; a PDF or the screen would show its apostrophe.
 */
export function cellText(
  value: Cell,
  kind: ReportColumnKind,
  document: Pick<ReportDocument, 'texts' | 'language'>,
  output: 'csv' | 'pdf',
): string {
  if (value === null) return '';
  if (kind === 'yesno')
    return value ? document.texts.reports.pdf.yes : document.texts.reports.pdf.no;
  if (kind === 'percent' || kind === 'decimal') return Number(value).toFixed(1);
  if (kind === 'date' && output === 'pdf') return shortDate(String(value), document.language);
  return String(value);
}

export type ReportWriter = (document: ReportDocument) => Promise<Buffer>;
export type ReportWriters = Record<ReportFormat, ReportWriter>;
