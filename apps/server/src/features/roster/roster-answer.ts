import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Language } from '@rollcall/contract/languages';
import { OneRosterImportResultSchema, type RosterAction } from '@rollcall/contract/roster';
import { jsonBytes } from '../../db/json-bytes.js';
import { replyIn } from '../../shared/wording.js';
import type { Result, Row } from './roster-plan.js';
import { tokenRows } from './roster-token-reply.js';

/** An import's answer but its rows, and the rows as the JSON text the reply carries. */
export type RosterAnswer = { result: Omit<Result, 'rows'>; rowsJson: Uint8Array };

const RowsSchema = OneRosterImportResultSchema.shape.rows;
const HeadSchema = OneRosterImportResultSchema.omit({ rows: true });

const countOf = (rows: readonly Row[], action: RosterAction) =>
  rows.filter((row) => row.action === action).length;

export const summaryOf = (rows: readonly Row[]): Result['summary'] => ({
  created: countOf(rows, 'create'),
  updated: countOf(rows, 'update'),
  archived: countOf(rows, 'archive'),
  unchanged: countOf(rows, 'unchanged'),
  skipped: countOf(rows, 'skip'),
  toArchive: countOf(rows, 'toArchive'),
});

/**
 * The rows of the answer as JSON, in the reader's language and checked against the contract, as
 * routeOf would write them; on the roster's thread, since a district's rows make tens of
 * megabytes of JSON (issue 39 §4). A script with a token is told less (roster-token-reply).
 */
export function rowsJsonOf(rows: Row[], language: Language, isForToken: boolean): Uint8Array {
  const { rows: written } = replyIn({ rows: isForToken ? tokenRows(rows) : rows }, language) as {
    rows: unknown;
  };
  return jsonBytes(RowsSchema.parse(written));
}

/**
 * Sends `{success, data}` with the rows written on the thread spliced in as they are: three
 * pieces written one after the other, not copied into one (16 MB for a district's rows, which
 * held the event loop).
 */
export function sendRosterAnswer(reply: FastifyReply, { result, rowsJson }: RosterAnswer) {
  const head = JSON.stringify({ success: true, data: HeadSchema.parse(result) });
  // `head` ends with the two braces of `data` and of the envelope; `data` is never empty.
  return reply
    .type('application/json; charset=utf-8')
    .send(
      Readable.from([Buffer.from(`${head.slice(0, -2)},"rows":`), rowsJson, Buffer.from('}}')]),
    );
}
