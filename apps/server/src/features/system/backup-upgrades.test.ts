import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import type { BackupTable } from './backup-file.js';
import {
  BACKUP_UPGRADES,
  FORMER_ENGLISH_TEMPLATES,
  upgradeBackupTables,
} from './backup-upgrades.js';

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const migrationFiles = readdirSync(MIGRATIONS)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const numberOf = (file: string) => Number(file.slice(0, 4));
const sqlOf = (file: string) => readFileSync(path.join(MIGRATIONS, file), 'utf8');

/**
 * What an older backup file could trip on: a column or table that goes or is renamed, a column
 * whose type or nullability changes, and any statement that changes rows as the migration runs.
 */
const CHANGES_DATA = [
  /\bDROP\s+(COLUMN|TABLE)\b/i,
  /\bRENAME\b/i,
  /\bALTER\s+COLUMN\b[\s\S]*\b(TYPE|SET\s+NOT\s+NULL)\b/i,
  /^(UPDATE|DELETE|INSERT|SELECT|WITH|TRUNCATE|MERGE|COPY)\b/i,
];

/** Migrations the scan finds that need no upgrade of older backups, and why. */
const NEEDS_NO_UPGRADE: Record<number, string> = {
  7: 'before backups existed: they came with migrations up to 0019, so every file has schemaVersion ≥ 20',
  8: 'before backups existed (as 0007)',
  11: "fills the reports' running totals: backups leave them out and a restore rebuilds them",
  16: 'the one row of maintenance_state, a table backups leave out',
  17: 'the one row of attendance_totals_state, a table backups leave out',
};

/** Top-level statements only: a function's body ($$ … $$) runs later, not as the migration runs. */
const statementsOf = (sql: string) =>
  sql
    .replace(/\$\$[\s\S]*?\$\$/g, "''")
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);

test('every migration that drops, renames or moves data has a backup upgrade or a stated reason', () => {
  const found = migrationFiles
    .filter((file) =>
      statementsOf(sqlOf(file)).some((statement) =>
        CHANGES_DATA.some((pattern) => pattern.test(statement)),
      ),
    )
    .map(numberOf);
  const covered = [
    ...BACKUP_UPGRADES.map((entry) => entry.migration),
    ...Object.keys(NEEDS_NO_UPGRADE).map(Number),
  ];
  // Equal both ways: a migration found and not covered is forgotten; one covered and not found is
  // a stale entry (or the scan has stopped seeing what it should).
  expect(found).toEqual([...new Set(covered)].sort((a, b) => a - b));
});

test('the upgrades are in migration order and name migrations that exist', () => {
  const numbers = BACKUP_UPGRADES.map((entry) => entry.migration);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  for (const number of numbers) expect(migrationFiles.map(numberOf)).toContain(number);
});

test("0023's upgrade compares with the very texts its SQL compares with (0014's column defaults)", () => {
  const [moving, adding] = ['0023_', '0014_'].map((prefix) =>
    sqlOf(migrationFiles.find((file) => file.startsWith(prefix)) ?? ''),
  );
  for (const text of Object.values(FORMER_ENGLISH_TEMPLATES)) {
    const literal = `'${text.replaceAll("'", "''")}'`;
    expect(moving).toContain(literal);
    expect(adding).toContain(literal);
  }
});

const settingsTable = (row: Record<string, unknown>): BackupTable => ({
  name: 'school_settings',
  columns: Object.keys(row),
  rows: [row],
});
// Already at a school, so that 0045 (students' school) leaves the table as it is.
const students: BackupTable = {
  name: 'students',
  columns: ['id', 'school_id'],
  rows: [{ id: 's1', school_id: 'school-1' }],
};

test('a file of the current version passes untouched', () => {
  const tables = [settingsTable({ id: 1, message_templates: {} }), students];
  expect(upgradeBackupTables(tables, migrationFiles.length)).toBe(tables);
});

test('a file made between 0023 and 0024 loses the old columns and keeps its moved templates', () => {
  const moved = { fr: { emailSubject: 'a', emailBody: 'b', smsText: 'c' } };
  const [settings, others] = upgradeBackupTables(
    [
      settingsTable({
        id: 1,
        default_language: 'fr',
        message_templates: moved,
        ...FORMER_ENGLISH_TEMPLATES,
        email_subject_template: 'a',
      }),
      students,
    ],
    24,
  );
  // 0044, later, gives the settings their school (backup-upgrade-schools.test.ts).
  expect(settings).toEqual(
    settingsTable({
      id: 1,
      default_language: 'fr',
      message_templates: moved,
      school_id: expect.any(String),
    }),
  );
  expect(others).toBe(students);
});

test('a file made before 0037 loses the staff digest’s old claim column and keeps the rest', () => {
  const runs = (row: Record<string, unknown>): BackupTable => ({
    name: 'intervention_runs',
    columns: Object.keys(row),
    rows: [row],
  });
  const kept = { school_date: '2026-10-13', opened: 3, digest_sent_at: '2026-10-13T12:00:00Z' };
  const [upgraded, others] = upgradeBackupTables(
    [runs({ ...kept, digest_claimed_at: '2026-10-13T11:59:00Z' }), students],
    36,
  );
  // 0054, later, gives the runs their school (backup-upgrade-schools.ts).
  expect(upgraded).toEqual(runs({ ...kept, school_id: expect.any(String) }));
  expect(others).toBe(students);
});
