import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import { recordAudit } from '../../shared/audit.js';
import { appSecrets } from '../../db/schema/secrets.js';
import { getOrCreateSecret } from '../../shared/secrets.js';
import { getSettings } from '../../shared/school-settings.js';
import { sealBackup } from './backup-sealed.js';
import { backedUpTables, quoted, schemaVersion } from './backup-tables.js';
import { sealingKeys } from './recovery-key.service.js';

/**
 * The installation's secrets that restored data depends on, carried (encrypted) in each backup:
 * printed cards' QR codes are signed with one, two-factor secrets are encrypted with the other.
 * Absent when the deployment gives them in its environment (QR_SECRET, TWO_FACTOR_KEY).
 */
export const CARRIED_SECRETS = ['qr', 'two-factor'] as const;

/** The installation's identity and backup key: kept in app_secrets, which no restore replaces. */
export async function backupIdentity(db: Db) {
  const [key, installationId] = await Promise.all([
    getOrCreateSecret(db, 'backup-signing'),
    getOrCreateSecret(db, 'installation-id'),
  ]);
  return { key, installationId, schemaVersion: await schemaVersion(db) };
}

/**
 * Reads every backed-up table in one read-only snapshot (so the file is consistent even while the
 * school works) and packs it. Rows are turned into JSON by the database itself (`json_agg`), which
 * writes every type — timestamps, dates, arrays, bit strings, bytea as hex — in the text form that
 * `jsonb_populate_recordset` reads back exactly on restore.
 */
export async function makeBackup(db: Db, now: Date) {
  const identity = await backupIdentity(db);
  const keys = await sealingKeys(db);
  const { schoolName } = await getSettings(db);
  const carried = await db
    .select({ name: appSecrets.name, value: appSecrets.value })
    .from(appSecrets)
    .where(inArray(appSecrets.name, [...CARRIED_SECRETS]));
  const rowCounts: Record<string, number> = {};
  const parts = await db.transaction(
    async (tx) => {
      const tables = await backedUpTables(tx);
      const written: string[] = [];
      for (const table of tables) {
        const result = await tx.execute<{ count: number; rows: string }>(
          sql`select count(*)::int as count, coalesce(json_agg(t), '[]')::text as rows
                from ${quoted(table.name)} t`,
        );
        const row = result.rows[0];
        rowCounts[table.name] = row?.count ?? 0;
        written.push(
          `{"name":${JSON.stringify(table.name)},"columns":${JSON.stringify(table.columns)},"rows":${row?.rows ?? '[]'}}`,
        );
      }
      return written;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const file = await sealBackup(
    keys,
    {
      schemaVersion: identity.schemaVersion,
      installationId: identity.installationId,
      createdAt: now.toISOString(),
      school: { name: schoolName },
    },
    { rowCounts, secrets: Object.fromEntries(carried.map((row) => [row.name, row.value])) },
    `{"tables":[${parts.join(',')}]}`,
  );
  return { file, fileName: backupFileName(schoolName, now), rowCounts };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'school';

const stamp = (now: Date) => `${now.toISOString().slice(0, 16).replace(':', '')}Z`;

/**
 * A sealed backup's extension (issue 40). Files of the first format, gzip that anyone could open,
 * were named `.json.gz`; they are still listed and restored.
 */
export const BACKUP_EXTENSION = '.rollcall-backup';
const FIRST_FORMAT_EXTENSION = '.json.gz';
export const BACKUP_CONTENT_TYPE = 'application/octet-stream';

/** e.g. rollcall-backup-lincoln-high-2026-11-23T0215Z.rollcall-backup */
export const backupFileName = (schoolName: string, now: Date) =>
  `rollcall-backup-${slug(schoolName)}-${stamp(now)}${BACKUP_EXTENSION}`;

/** A download, recorded in the audit log with what it held. */
export async function downloadBackup(db: Db, now: Date, actor: Actor) {
  const backup = await makeBackup(db, now);
  await recordAudit(db, actor.id, {
    action: 'system.backup',
    entityType: 'system',
    after: { fileName: backup.fileName, bytes: backup.file.length, rows: backup.rowCounts },
  });
  return backup;
}

export const AUTOMATIC_PREFIX = 'rollcall-auto-';

/** A night's backup, in either format, by its name. */
export const isAutomaticBackupName = (name: string) =>
  name.startsWith(AUTOMATIC_PREFIX) &&
  (name.endsWith(BACKUP_EXTENSION) || name.endsWith(FIRST_FORMAT_EXTENSION));

/** Whether the daily backup runs: the setting, or else on for the embedded database only. */
export const isAutoBackupOn = (setting: boolean | null, kind: 'embedded' | 'postgres') =>
  setting ?? kind === 'embedded';

/**
 * The daily backup: written beside the others under a temporary name and renamed when complete
 * (so a crash never leaves half a file that looks whole), then all but the newest `keep` removed.
 */
export async function writeAutomaticBackup(db: Db, directory: string, now: Date, keep: number) {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const backup = await makeBackup(db, now);
  // The time first, so that the names sort as the backups were made.
  const fileName = `${AUTOMATIC_PREFIX}${stamp(now)}-${slug((await getSettings(db)).schoolName)}${BACKUP_EXTENSION}`;
  const finalPath = path.join(directory, fileName);
  const partialPath = `${finalPath}.partial`;
  await writeFile(partialPath, backup.file, { mode: 0o600 });
  await rename(partialPath, finalPath);
  const removed: string[] = [];
  for (const old of (await listAutomaticBackups(directory)).slice(keep)) {
    await rm(path.join(directory, old.fileName), { force: true });
    removed.push(old.fileName);
  }
  await recordAudit(db, null, {
    action: 'system.backup',
    entityType: 'system',
    after: { fileName, bytes: backup.file.length, rows: backup.rowCounts, removed },
  });
  return { fileName, removed };
}

/** The automatic backups in the directory, newest first. */
export async function listAutomaticBackups(directory: string) {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.filter(isAutomaticBackupName).map(async (fileName) => {
      const info = await stat(path.join(directory, fileName));
      return { fileName, byteSize: info.size, createdAt: info.mtime.toISOString() };
    }),
  );
  return files.sort((a, b) => b.fileName.localeCompare(a.fileName));
}
