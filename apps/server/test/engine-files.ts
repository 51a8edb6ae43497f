/**
 * Which server test files run on which database engine (issue 37).
 *
 * Every server file runs on the embedded database, the one `npm start` uses. The files below run
 * on PostgreSQL as well, each for the reason given: what they test behaves differently there
 * (several processes and connections at once, leases and job claims, LISTEN/NOTIFY, migrations
 * and backups, triggers and running totals, the set-based statements, races on unique keys). A
 * file not listed tests the same code on either engine, so it runs once. `engine-files.test.ts`
 * checks that each listed file exists and that every file naming the PostgreSQL engine is here.
 * Paths are relative to apps/server.
 */
export const POSTGRES_FILES: Readonly<Record<string, string>> = {
  // Several processes on one database.
  'src/several-processes.test.ts': 'two servers share sign-in counts, settings and a restore',
  'src/features/absentee/delivery.processes.test.ts':
    'two processes deliver each guardian message once',
  'src/features/interventions/interventions.processes.test.ts':
    'two processes open each case once after the cutoff',
  'src/server.shutdown.test.ts': 'a SIGTERM drains the pool of connections with nothing lost',
  // Leases and job claims.
  'src/shared/jobs/lease.test.ts': 'leases taken and lost across connections',
  'src/shared/jobs/jobs.test.ts': 'pg-boss jobs claimed by another process',
  'src/app.jobs.test.ts': "the night's and the roll-up's scheduled jobs",
  'src/features/absentee/delivery.durability.test.ts':
    'messages claimed by a process that stopped answering',
  'src/features/interventions/case-digest.test.ts': "the digest's once-a-day claim",
  'src/features/id-cards/id-cards.routes.test.ts':
    'card batches taken up after their worker died, kept in file parts',
  'src/features/reports/report-files.routes.test.ts':
    'report jobs taken up after a restart, files kept in parts',
  // LISTEN/NOTIFY.
  'src/features/settings/settings-changes.test.ts':
    "settings changes reach the other processes' caches",
  // Migrations and backups.
  'src/features/settings/message-templates.migration.test.ts': 'a migration over existing rows',
  'src/features/schools/schools.migration.test.ts': 'a migration over existing rows',
  'src/features/system/backup.routes.test.ts': 'a backup read from and restored into the engine',
  'src/features/system/restore-older.routes.test.ts': "older versions' backups migrated on restore",
  'src/features/system/restore.kill.test.ts': 'a restore killed mid-way leaves the old data',
  'src/features/system/restore-credentials.routes.test.ts': 'a restore in one transaction',
  'src/cli/postgres-backup.test.ts':
    "pg_dump and pg_restore of the whole database, PostgreSQL's own",
  // Triggers, running totals and the figures' SQL.
  'src/figures/attendance-totals.test.ts': 'the running totals kept by triggers',
  'src/features/reports/attendance-rate.routes.test.ts': 'the rate computed in SQL',
  'src/figures/attendance-figures.test.ts': "the calendar's SQL",
  'src/features/reports/report-types.routes.test.ts': "every report type's SQL",
  // The set-based statements and races on unique keys.
  'src/features/attendance/scan-batch.test.ts': 'scans of one turn written by one statement',
  'src/features/attendance/scan.routes.test.ts': 'simultaneous scans of one student',
  'src/features/gate/gate.routes.test.ts': 'twenty replays of one scan at once make one record',
  'src/features/gate/gate-credential.routes.test.ts':
    'a credential rotated by two requests at once',
  'src/features/auth/auth.routes.test.ts': 'two simultaneous refreshes with one token',
  'src/features/auth/refresh-cookie.routes.test.ts': 'two tabs refreshing with one cookie at once',
  'src/features/two-factor/two-factor.routes.test.ts': 'two racing sign-ins with one code',
  'src/features/interventions/interventions.routes.test.ts': 'two checks at once open one case',
  'src/plugins/rate-limit-store.test.ts': "concurrent hits on the database's counter",
  // Exports and roster imports: keyset batches and large transactions.
  'src/features/attendance/attendance-export.routes.test.ts': "the export's keyset batches",
  'src/features/attendance/attendance-export-rows.test.ts':
    'the export read in batches, byte for byte',
  'src/features/roster/roster-import.routes.test.ts': 'a roster applied in one transaction',
  'src/features/roster/roster-scale.routes.test.ts': '10,000 students in one request',
  'src/features/sso/sso.routes.test.ts':
    "a provider sign-in end to end: each trip back taken once, the first sign-in's account made once",
  'src/features/roster/roster-staff.routes.test.ts':
    'staff accounts, memberships and sessions written in the import’s transaction',
  'src/features/roster/roster-steps.routes.test.ts': 'a large roster applied whole or not at all',
  'src/features/students/bulk-import.routes.test.ts': 'a CSV import in one transaction',
};

/** Names the PostgreSQL engine: a file with this in it tests something that engine does. */
export const POSTGRES_MARK = "TEST_DB === 'postgres'";
