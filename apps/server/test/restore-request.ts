import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type pg from 'pg';
import { packBackup, type BackupHeader } from '../src/features/system/backup-file.js';

/** The restore's multipart body: the password field and the backup file, as the web sends them. */
export function restoreBody(password: string, file: Buffer) {
  const boundary = `----rollcall${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${password}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="backup"; filename="backup.json.gz"\r\nContent-Type: application/gzip\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A backup file's two parts as text: the header (JSON) and the content (JSON). */
export function splitBackup(file: Buffer) {
  const text = gunzipSync(file).toString('utf8');
  const split = text.indexOf('\n');
  return { header: text.slice(0, split), content: text.slice(split + 1) };
}

/**
 * The file packed again, with header fields and the content changed as given, checksummed and
 * signed with `key`: a copy that passes the file's checks, so a restore judges what it holds.
 */
export function repackBackup(
  file: Buffer,
  key: string,
  changes: { header?: Partial<BackupHeader>; content?: string },
) {
  const parts = splitBackup(file);
  const {
    format: _format,
    formatVersion: _formatVersion,
    checksum: _checksum,
    signature: _signature,
    ...header
  } = JSON.parse(parts.header) as BackupHeader;
  return packBackup(key, { ...header, ...changes.header }, changes.content ?? parts.content);
}

/** Row counts and a checksum of every row of every table of the public schema but the named. */
const tableFingerprintsSql = `
  select c.relname as name,
         (xpath('/row/n/text()',
           query_to_xml(format('select count(*) as n from %I', c.relname), false, true, '')))[1]::text as rows,
         (xpath('/row/h/text()',
           query_to_xml(format(
             'select md5(coalesce(string_agg(t::text, %L order by t::text), %L)) as h from %I t',
             '|', '', c.relname), false, true, '')))[1]::text as checksum
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r'
   order by c.relname`;

/**
 * Tables a restore leaves alone or rebuilds (see TABLES_NOT_BACKED_UP) and that a server changes
 * by merely running (sign-ins, counters, the totals' roll-up state): not part of the comparison.
 */
const NOT_SCHOOL_DATA = [
  'audit_log',
  'sessions',
  'refresh_tokens',
  'rate_limit_hits',
  'app_secrets',
  'attendance_totals_state',
  'maintenance_state',
];

/** `rows:checksum` of every table of the school's data, by table name. */
export async function schoolDataFingerprints(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ name: string; rows: string; checksum: string }>(
    tableFingerprintsSql,
  );
  return Object.fromEntries(
    rows
      .filter((row) => !NOT_SCHOOL_DATA.includes(row.name))
      .map((row) => [row.name, `${row.rows}:${row.checksum}`]),
  );
}
