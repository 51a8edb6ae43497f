import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openDatabaseMigratedUpTo } from '../../../test/migrated-up-to.js';
import type { Database } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { getSettings } from '../../shared/school-settings.js';

/** The last migration before the templates became per language. */
const LAST_SINGLE_SET = 22;
/** Rollcall's English SMS of that time, the column's default (migration 0014). */
const FORMER_SMS =
  '{schoolName}: {studentName} has not checked in today ({date}). If this is unexpected, please call the school.';

/** The database as it was before per-language templates, with the settings row given. */
async function databaseWithSingleSet(row: Record<string, string>): Promise<Database> {
  const database = await openDatabaseMigratedUpTo(LAST_SINGLE_SET);
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
