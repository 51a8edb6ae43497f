import type { FastifyReply } from 'fastify';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_CONTENT_TYPE = 'application/pdf';

/**
 * Sends a file the browser saves (an export, a report, a card, a backup). Every one holds the
 * school's or a child's data, so no cache on the way keeps it and no search engine lists its
 * link: the same headers for every download, set here once.
 */
export function sendFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string; body: Buffer | string | NodeJS.ReadableStream },
): FastifyReply {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Robots-Tag', 'noindex')
    .send(file.body);
}
