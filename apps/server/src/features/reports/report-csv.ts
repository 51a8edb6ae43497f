import { csvLine } from '@rollcall/contract/csv';
import { cellText, type ReportDocument } from './report-document.js';

/**
 * A plain table: the header row, then one line per row (every cell through `cellText`, then
 * `csvLine`, which guards text against being run as a formula).
 */
export async function writeCsv(document: ReportDocument): Promise<Buffer> {
  const { table } = document;
  const chunks: string[] = [csvLine(table.columns.map((column) => column.header))];
  for await (const rows of table.batches()) {
    for (const row of rows) {
      chunks.push(
        csvLine(
          table.columns.map((column) =>
            cellText(row[column.key] ?? null, column.kind, document, 'csv'),
          ),
        ),
      );
    }
  }
  return Buffer.from(chunks.join(''), 'utf8');
}
