import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { packBackup, type BackupHeader } from '../src/features/system/backup-file.js';
import { openBackup } from '../src/features/system/backup-reading.js';
import type { Here, Opening } from '../src/features/system/backup-sealed.js';

/**
 * The restore's multipart body: the password field, a recovery key or passphrase if given, and the
 * backup file, as the web sends them.
 */
export function restoreBody(password: string, file: Buffer, opening: Opening = {}) {
  const boundary = `----rollcall${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      field('password', password) +
        (opening.recoveryKey ? field('recoveryKey', opening.recoveryKey) : '') +
        (opening.passphrase ? field('passphrase', opening.passphrase) : '') +
        `--${boundary}\r\nContent-Disposition: form-data; name="backup"; filename="school.rollcall-backup"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A backup file (either format) opened with this installation's key: its header and content. */
export async function splitBackup(file: Buffer, here: Here) {
  const { header, content } = await openBackup(file, here, {});
  return { header, content: JSON.stringify(content) };
}

/**
 * The file packed again in the first format (as Rollcall wrote files before issue 40), with header
 * fields and the content changed as given, checksummed and signed with this installation's key: a
 * copy that passes the file's checks, so a restore judges what it holds.
 */
export async function repackBackup(
  file: Buffer,
  here: Here,
  changes: { header?: Partial<BackupHeader>; content?: string },
) {
  const parts = await splitBackup(file, here);
  const { schemaVersion, installationId, createdAt, school, rowCounts } = parts.header;
  return packBackup(
    here.key,
    { schemaVersion, installationId, createdAt, school, rowCounts, ...changes.header },
    changes.content ?? parts.content,
  );
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
