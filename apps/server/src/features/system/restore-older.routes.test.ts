import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import type { MessageTemplates } from '@rollcall/contract/message-templates';
import { SYSTEM_MESSAGES } from '@rollcall/contract/system';
import { DEFAULT_PASSWORD, insertStudent } from '../../../test/factories.js';
import {
  repackBackup,
  restoreBody,
  schoolDataFingerprints,
  splitBackup,
} from '../../../test/restore-request.js';
import { useTestApp } from '../../../test/test-app.js';
import { forgetCachedSettings } from '../../shared/school-settings.js';
import type { BackupContent } from './backup-file.js';
import { FORMER_ENGLISH_TEMPLATES } from './backup-upgrades.js';
import { backupIdentity } from './backup.service.js';

/** Migrations applied before 0023 (the templates per language): such a backup's schemaVersion. */
const BEFORE_PER_LANGUAGE = 23;

const { t, admin, signInAgain } = useTestApp({ staff: { admin: {} } });

beforeAll(async () => {
  await insertStudent(t.database.db, { firstName: 'Ana' });
  await insertStudent(t.database.db, { firstName: 'Bruno', class: '11' });
});

const fingerprints = () => schoolDataFingerprints(t.database.pool);

/** A restore signs everyone out: the admin signs in again after one that went through. */
async function restore(file: Buffer) {
  const response = await admin.request({
    method: 'POST',
    url: '/api/system/restore',
    ...restoreBody(DEFAULT_PASSWORD, file),
  });
  if (response.statusCode === 200) await signInAgain();
  return response;
}

const getSettings = async () =>
  (await admin.request({ method: 'GET', url: '/api/settings' })).json().data.settings;

async function setSchool(defaultLanguage: string, templates: Record<string, MessageTemplates>) {
  await getSettings(); // the settings row exists from the first read on
  await t.database.db.execute(
    sql`update school_settings set default_language = ${defaultLanguage},
               message_templates = ${JSON.stringify(templates)}::jsonb`,
  );
  forgetCachedSettings(t.database.db);
}

type FormerSet = Record<keyof typeof FORMER_ENGLISH_TEMPLATES, string>;

/**
 * A backup of the data as it is, written as Rollcall wrote it before migration 0023: the school's
 * one set of templates in the three columns 0024 dropped, no `message_templates`, schemaVersion 23.
 */
async function backupFromBefore0023(former: FormerSet) {
  await admin.confirm();
  const response = await admin.request({ method: 'GET', url: '/api/system/backup' });
  expect(response.statusCode).toBe(200);
  const file = response.rawPayload;
  const identity = await backupIdentity(t.database.db);
  const content = JSON.parse((await splitBackup(file, identity)).content) as BackupContent;
  const settings = content.tables.find((table) => table.name === 'school_settings');
  if (!settings) throw new Error('The backup has no school_settings');
  expect(settings.columns).toContain('message_templates');
  settings.columns = [
    ...settings.columns.filter((column) => column !== 'message_templates'),
    ...Object.keys(former),
  ];
  settings.rows = settings.rows.map(({ message_templates: _moved, ...row }) => ({
    ...row,
    ...former,
  }));
  return repackBackup(file, identity, {
    header: { schemaVersion: BEFORE_PER_LANGUAGE },
    content: JSON.stringify(content),
  });
}

const spanish = {
  emailSubject: 'Ausencia de {studentName}',
  emailBody: 'Estimada familia: {studentName} no ha llegado hoy, {date}.',
  // Left as it was: the set counts as edited as a whole, as migration 0023 decides.
  smsText: FORMER_ENGLISH_TEMPLATES.sms_template,
};

test("a backup from before 0023 restores: the school's edited set becomes its default language's", async () => {
  await setSchool('es', { es: spanish });
  const before = await fingerprints();
  const file = await backupFromBefore0023({
    email_subject_template: spanish.emailSubject,
    email_body_template: spanish.emailBody,
    sms_template: spanish.smsText,
  });
  await setSchool('fr', {});
  await insertStudent(t.database.db, { firstName: 'Chloé' });

  const response = await restore(file);
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ message: SYSTEM_MESSAGES.restoredSignedOut });
  // Everything as it was when the backup was made, the moved templates included.
  expect(await fingerprints()).toEqual(before);
  expect(await getSettings()).toMatchObject({
    defaultLanguage: 'es',
    notifications: { templates: { en: null, es: spanish, fr: null } },
  });
});

test("a backup from before 0023 with Rollcall's texts of the time restores with Rollcall's texts in every language", async () => {
  await setSchool('fr', {});
  const before = await fingerprints();
  // The former English SMS is not today's built-in one: it still counts as unedited.
  const file = await backupFromBefore0023(FORMER_ENGLISH_TEMPLATES);
  await setSchool('fr', { en: { ...spanish, smsText: 'Changed since' } });

  const response = await restore(file);
  expect(response.statusCode).toBe(200);
  expect(await fingerprints()).toEqual(before);
  expect((await getSettings()).notifications.templates).toEqual({ en: null, es: null, fr: null });
});

test('an older file is still refused when newer than this database, or with a column no migration explains', async () => {
  const file = await backupFromBefore0023(FORMER_ENGLISH_TEMPLATES);
  const identity = await backupIdentity(t.database.db);
  const content = JSON.parse((await splitBackup(file, identity)).content) as BackupContent;
  for (const table of content.tables) {
    if (table.name === 'students') table.columns.push('favourite_colour');
  }
  const before = await fingerprints();
  const cases: [Buffer, string][] = [
    [
      await repackBackup(file, identity, {
        header: { schemaVersion: identity.schemaVersion + 1 },
      }),
      SYSTEM_MESSAGES.backupNewer,
    ],
    [
      await repackBackup(file, identity, { content: JSON.stringify(content) }),
      SYSTEM_MESSAGES.backupNotApplied,
    ],
  ];
  for (const [refused, message] of cases) {
    const response = await restore(refused);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BACKUP_REFUSED', message });
  }
  expect(await fingerprints()).toEqual(before);
});

/** Migrations applied before 0044 (schools, issue 41): such a backup's schemaVersion. */
const BEFORE_SCHOOLS = 44;

test('a backup from before schools restores as a district of one: its staff work at its one school', async () => {
  await admin.confirm();
  const made = await admin.request({ method: 'GET', url: '/api/system/backup' });
  const identity = await backupIdentity(t.database.db);
  const content = JSON.parse(
    (await splitBackup(made.rawPayload, identity)).content,
  ) as BackupContent;
  const dropColumn = (name: string, column: string) => {
    const table = content.tables.find((each) => each.name === name);
    if (!table) throw new Error(`The backup has no ${name}`);
    table.columns = table.columns.filter((each) => each !== column);
    table.rows = table.rows.map(({ [column]: _dropped, ...row }) => row);
  };
  content.tables = content.tables.filter(
    (table) => table.name !== 'schools' && table.name !== 'school_memberships',
  );
  dropColumn('school_settings', 'school_id');
  dropColumn('users', 'is_district_admin');
  dropColumn('students', 'school_id');
  const file = await repackBackup(made.rawPayload, identity, {
    header: { schemaVersion: BEFORE_SCHOOLS },
    content: JSON.stringify(content),
  });

  const response = await restore(file);
  expect(response.statusCode).toBe(200);
  const listed = await admin.request({ method: 'GET', url: '/api/schools' });
  expect(listed.json().data.schools).toEqual([
    expect.objectContaining({ code: 'school-1', isActive: true, studentCount: 2 }),
  ]);
  const staff = await t.database.pool.query<{ unplaced: number; district: number }>(
    `select count(*) filter (where not exists (
              select from school_memberships m where m.user_id = u.id))::int as unplaced,
            count(*) filter (where u.is_district_admin)::int as district
       from users u`,
  );
  expect(staff.rows).toEqual([{ unplaced: 0, district: 1 }]);
});
