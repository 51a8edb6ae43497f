import type { BackupTable } from './backup-file.js';
import {
  atTheFirstSchool,
  intoDistrictOfOne,
  membershipsWithRoles,
} from './backup-upgrade-schools.js';

/**
 * A backup made before a migration that dropped, renamed or moved data holds the data as it was:
 * restoring it as is would be refused (a column we no longer have) or would put the data where
 * nothing reads it any more. Each such migration has its entry here, which does to the file's
 * rows what its SQL did to the database's, so a school's backups stay restorable across
 * upgrades. A migration that only adds tables or columns needs none: a table or column the file
 * lacks takes its default on restore, as it did when the migration ran.
 *
 * Rule (ARCHITECTURE.md "Backups across upgrades"): a migration that drops, renames or moves data
 * adds its entry in the same change; backup-upgrades.test.ts fails otherwise. The migrations
 * before 0023 need none; that test lists why for each of them that changed data.
 */
type BackupUpgrade = {
  /** The migration's number (0023_….sql: 23). A file whose schemaVersion is ≤ it predates it. */
  migration: number;
  upgrade: (tables: BackupTable[]) => BackupTable[];
};

type Row = BackupTable['rows'][number];

/** The file's tables with `name` changed by `change` (a table the file lacks stays absent). */
const changeTable = (
  tables: BackupTable[],
  name: string,
  change: (table: BackupTable) => BackupTable,
) => tables.map((table) => (table.name === name ? change(table) : table));

/** The table without the columns a migration dropped. */
const withoutColumns = (table: BackupTable, isDropped: (column: string) => boolean) => ({
  ...table,
  columns: table.columns.filter((column) => !isDropped(column)),
  rows: table.rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !isDropped(column))),
  ),
});

/**
 * Rollcall's English texts until migration 0023, the defaults of the three columns (0014), which
 * 0023 compares a school's set with. Frozen here rather than taken from BUILT_IN_TEMPLATES.en:
 * the subject and body are the same, but the built-in SMS was shortened with the move (commit
 * c41a0ac), so comparing with it would count every unedited set of the time as edited.
 */
export const FORMER_ENGLISH_TEMPLATES = {
  email_subject_template: '{studentName} was not checked in at {schoolName} on {date}',
  email_body_template: [
    'Dear {guardianName},',
    '',
    '{studentName} has not checked in at {schoolName} today, {date}.',
    'If you know the reason, no action is needed. Otherwise, please contact the school.',
    '',
    '{schoolName}',
  ].join('\n'),
  sms_template:
    '{schoolName}: {studentName} has not checked in today ({date}). If this is unexpected, please call the school.',
} as const;
const FORMER_TEMPLATE_COLUMNS = Object.keys(FORMER_ENGLISH_TEMPLATES) as Array<
  keyof typeof FORMER_ENGLISH_TEMPLATES
>;
const isFormerTemplateColumn = (column: string) =>
  (FORMER_TEMPLATE_COLUMNS as string[]).includes(column);

/**
 * 0023: the school's one set of templates becomes its default language's when any of its three
 * texts differs from the former English defaults; otherwise `{}` (Rollcall's texts everywhere).
 * A value the row lacks is the column's default, as in the database.
 */
function messageTemplatesOf(row: Row) {
  const value = (column: keyof typeof FORMER_ENGLISH_TEMPLATES) =>
    row[column] ?? FORMER_ENGLISH_TEMPLATES[column];
  const isEdited = FORMER_TEMPLATE_COLUMNS.some(
    (column) => value(column) !== FORMER_ENGLISH_TEMPLATES[column],
  );
  if (!isEdited) return {};
  const language = typeof row.default_language === 'string' ? row.default_language : 'en';
  return {
    [language]: {
      emailSubject: value('email_subject_template'),
      emailBody: value('email_body_template'),
      smsText: value('sms_template'),
    },
  };
}

/** In migration order; each runs on the result of the ones before. */
export const BACKUP_UPGRADES: readonly BackupUpgrade[] = [
  {
    migration: 23,
    upgrade: (tables) =>
      changeTable(tables, 'school_settings', (table) => ({
        ...table,
        columns: [...table.columns.filter((c) => c !== 'message_templates'), 'message_templates'],
        rows: table.rows.map((row) => ({ ...row, message_templates: messageTemplatesOf(row) })),
      })),
  },
  {
    migration: 24,
    upgrade: (tables) =>
      changeTable(tables, 'school_settings', (table) =>
        withoutColumns(table, isFormerTemplateColumn),
      ),
  },
  {
    // The staff digest's claim went to the job queue (issue 38): the column has nothing to keep.
    migration: 37,
    upgrade: (tables) =>
      changeTable(tables, 'intervention_runs', (table) =>
        withoutColumns(table, (column) => column === 'digest_claimed_at'),
      ),
  },
  { migration: 44, upgrade: intoDistrictOfOne },
  { migration: 45, upgrade: atTheFirstSchool('students') },
  { migration: 48, upgrade: atTheFirstSchool('gate_devices') },
  { migration: 49, upgrade: atTheFirstSchool('id_card_batches') },
  { migration: 50, upgrade: atTheFirstSchool('attendance') },
  { migration: 51, upgrade: atTheFirstSchool('reports') },
  { migration: 52, upgrade: atTheFirstSchool('notifications', 'absentee_runs') },
  {
    migration: 54,
    upgrade: atTheFirstSchool('intervention_cases', 'intervention_runs', 'letter_batches'),
  },
  { migration: 55, upgrade: atTheFirstSchool('roster_pending_imports') },
  { migration: 57, upgrade: membershipsWithRoles },
  { migration: 60, upgrade: atTheFirstSchool('intervention_views') },
];

/**
 * The file's tables as the migrations since it was made would have left them: the upgrades of
 * every migration after its `schemaVersion`, in order. A file of the current version is returned
 * as it is.
 */
export const upgradeBackupTables = (tables: BackupTable[], schemaVersion: number) =>
  BACKUP_UPGRADES.filter((entry) => schemaVersion <= entry.migration).reduce(
    (upgraded, entry) => entry.upgrade(upgraded),
    tables,
  );
