import { sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../../shared/audit.js';
import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { isDataRefusal } from '../../shared/db-errors.js';
import { forgetMaintenance } from '../../shared/maintenance.js';
import { forgetCachedSettings } from '../../shared/school-settings.js';
import type { BackupTable } from './backup-file.js';
import { openBackupOn } from './backup-reading.js';
import type { Opening } from './backup-sealed.js';
import { backedUpTables, quoted, type TableShape } from './backup-tables.js';
import { upgradeBackupTables } from './backup-upgrades.js';
import { backupIdentity } from './backup.service.js';
import { adoptSecrets, isNewInstallation, type AdoptedSecrets } from './new-installation.js';
import { confirmPassword } from './confirm-password.js';
import {
  currentCredentials,
  keepBackupCredentials,
  keepCurrentCredentials,
} from './restore-credentials.js';

/** Rows per INSERT: one JSON parameter each, well inside any statement limit. */
const INSERT_CHUNK = 2000;

/** Emptied with the backed-up tables: they refer to them and are rebuilt or re-made. */
const CLEARED_WITH_THE_DATA = [
  'sessions',
  'refresh_tokens',
  'attendance_day_totals',
  'attendance_year_marks',
];

/**
 * Every table in the file (already upgraded, see backup-upgrades.ts) must be one this database
 * backs up, with columns it has. A table or column of ours the file lacks (made before a later
 * migration) takes its default.
 */
function checkFits(tables: BackupTable[], ours: TableShape[]) {
  const columnsOf = new Map(ours.map((table) => [table.name, new Set(table.columns)]));
  const fits = tables.every((table) => {
    const columns = columnsOf.get(table.name);
    return columns && table.columns.every((column) => columns.has(column));
  });
  if (!fits) throw new AppError('BACKUP_REFUSED', text('system.backupNotApplied'));
}

async function insertRows(tx: Db, table: BackupTable) {
  const columns = sql.join(table.columns.map(quoted), sql`, `);
  for (let start = 0; start < table.rows.length; start += INSERT_CHUNK) {
    const chunk = JSON.stringify(table.rows.slice(start, start + INSERT_CHUNK));
    await tx.execute(sql`
      insert into ${quoted(table.name)} (${columns})
      select ${columns} from jsonb_populate_recordset(null::${quoted(table.name)}, ${chunk}::jsonb)`);
  }
}

/** Serial columns (none today: keys are UUIDs) continue after the highest restored value. */
async function resetSequences(tx: Db, tables: string[]) {
  const serials = await tx.execute<{ table_name: string; column_name: string; sequence: string }>(
    sql`select table_name, column_name,
               pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
          from information_schema.columns
         where table_schema = 'public'
           and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const serial of serials.rows) {
    if (!tables.includes(serial.table_name)) continue;
    await tx.execute(sql`
      select setval(${serial.sequence}, coalesce(max(${quoted(serial.column_name)}), 0) + 1, false)
        from ${quoted(serial.table_name)}`);
  }
}

/** Where the restore reports its steps (the request's logger): a long restore shows progress. */
export type RestoreLog = (details: Record<string, unknown>, message: string) => void;

/**
 * Replaces the school's data with a backup's. The file is checked completely first (see
 * unpackBackup) and the admin's password asked again; then everything happens in one
 * transaction — the tables emptied and refilled parents first, serials moved on, the entry in the
 * audit log — so a failure or a crash midway leaves the data as it was.
 *
 * Credentials stay as they are now (restore-credentials.ts), and every sign-in ends, the restoring
 * admin's too: sessions and kiosk credentials issued before the restore are all revoked. A file
 * of another installation (opened with its recovery key or passphrase) brings its QR signing
 * secret, so the school's printed cards scan here; restored onto a new installation, it brings
 * its accounts as they were and its two-factor key too (new-installation.ts). `onAdopted` is told
 * the secrets this installation took on, once committed.
 */
export async function restoreBackup(
  db: Db,
  log: RestoreLog,
  actor: Actor,
  input: { password: string; file: Buffer; opening: Opening },
  options: { drawing: DrawingPool; onAdopted: (secrets: AdoptedSecrets) => void },
) {
  await confirmPassword(db, actor, input.password);
  const { header, content, secrets, isForeign } = await openBackupOn(
    options.drawing,
    input.file,
    await backupIdentity(db),
    input.opening,
  );
  // A file made before later migrations gets their changes to the data first.
  const tables = upgradeBackupTables(content.tables, header.schemaVersion);
  const ours = await backedUpTables(db);
  checkFits(tables, ours);

  const restored = Object.fromEntries(tables.map((table) => [table.name, table.rows.length]));
  let adopted: AdoptedSecrets = {};
  let isOntoNew = false;
  try {
    await db.transaction(async (tx) => {
      isOntoNew = isForeign && (await isNewInstallation(tx));
      // First, while the actor's account is still the current one: the entry names them.
      await recordAudit(tx, actor.id, {
        action: 'system.restore',
        entityType: 'system',
        after: { backupCreatedAt: header.createdAt, school: header.school.name, rows: restored },
      });
      const credentials = await currentCredentials(tx);

      const emptied = [...ours.map((table) => table.name), ...CLEARED_WITH_THE_DATA];
      const [rolledUp] = (
        await tx.execute<{ open_from: string }>(
          sql`select open_from::text as open_from from attendance_totals_state where id = 1`,
        )
      ).rows;
      await tx.execute(sql`truncate ${sql.join(emptied.map(quoted), sql`, `)}`);
      // The reports' totals (migration 0017) start over empty, so no trigger counts the restored
      // records as they go in; they are rolled up again below, to where they were.
      await tx.execute(sql`update attendance_totals_state set open_from = '-infinity'`);
      log(
        {
          tables: tables.length,
          rows: tables.reduce((n, t) => n + t.rows.length, 0),
        },
        'restore: tables emptied, inserting the backup rows',
      );
      const byName = new Map(tables.map((table) => [table.name, table]));
      for (const table of ours) {
        const fromFile = byName.get(table.name);
        if (fromFile) await insertRows(tx, fromFile);
      }
      await resetSequences(tx, emptied);
      if (rolledUp) {
        await tx.execute(sql`select attendance_totals_roll_up(${rolledUp.open_from}::date)`);
      }
      if (isOntoNew) await keepBackupCredentials(tx);
      else await keepCurrentCredentials(tx, credentials);
      if (isForeign) adopted = await adoptSecrets(tx, secrets, isOntoNew);
    });
  } catch (error) {
    // The file passed every check but the database refused a row: nothing was applied.
    if (isDataRefusal(error)) throw new AppError('BACKUP_REFUSED', text('system.backupNotApplied'));
    throw error;
  }
  log({ backupCreatedAt: header.createdAt }, 'restore: committed');
  forgetCachedSettings(db);
  forgetMaintenance(db);
  options.onAdopted(adopted);
  return {
    message: text(isOntoNew ? 'recovery.restoredOntoNew' : 'system.restoredSignedOut'),
    restored,
    // Kept for API clients of the first release, which stayed signed in when they could.
    isSignedIn: false,
    backupCreatedAt: header.createdAt,
  };
}
