import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { expect, test } from 'vitest';
import { openEmptyTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { getSettings } from '../../shared/school-settings.js';

const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));
/** The last migration before the templates became per language. */
const LAST_SINGLE_SET = 22;
/** Rollcall's English SMS of that time, the column's default (migration 0014). */
const FORMER_SMS =
  '{schoolName}: {studentName} has not checked in today ({date}). If this is unexpected, please call the school.';

/** The database as it was before per-language templates, with the settings row given. */
async function databaseWithSingleSet(row: Record<string, string>): Promise<Database> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rollcall-migrations-'));
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_SINGLE_SET);
  await writeFile(journalFile, JSON.stringify(journal));
  const database = await openEmptyTestDatabase();
  await migrate(database.db, { migrationsFolder: folder });
  await rm(folder, { recursive: true, force: true });
  const columns = Object.keys(row).map((column) => sql.identifier(column));
  const values = Object.values(row).map((value) => sql`${value}`);
  await database.db.execute(
    sql`insert into school_settings (id, ${sql.join(columns, sql`, `)}) values (1, ${sql.join(values, sql`, `)})`,
  );
  return database;
}

test("a school's edited templates become its default language's; the other languages get Rollcall's", async () => {
  const spanish = {
    emailSubject: 'Ausencia de {studentName}',
    emailBody: 'Estimada familia: {studentName} no ha llegado hoy, {date}.',
    smsText: '{schoolName}: {studentName} no ha llegado hoy.',
  };
  const database = await databaseWithSingleSet({
    default_language: 'es',
    email_subject_template: spanish.emailSubject,
    email_body_template: spanish.emailBody,
    // The SMS left as it was: the set counted as edited as a whole, and still does.
    sms_template: FORMER_SMS,
  });
  try {
    await migrateDatabase(database.db);
    const { notifications } = await getSettings(database.db);
    expect(notifications.templates).toEqual({
      en: null,
      es: { ...spanish, smsText: FORMER_SMS },
      fr: null,
    });
  } finally {
    await database.close();
  }
});

test("a school that kept Rollcall's English texts gets Rollcall's text in every language", async () => {
  // The columns' defaults were Rollcall's English texts of the time.
  const database = await databaseWithSingleSet({ default_language: 'fr', sender_name: 'Office' });
  try {
    await migrateDatabase(database.db);
    const { notifications } = await getSettings(database.db);
    expect(notifications).toMatchObject({
      senderName: 'Office',
      templates: { en: null, es: null, fr: null },
    });
  } finally {
    await database.close();
  }
});
