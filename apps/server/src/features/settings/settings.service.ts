import { eq } from 'drizzle-orm';
import {
  SETTINGS_MESSAGES,
  type SchoolInfo,
  type SchoolSettings,
  type SchoolSettingsBody,
} from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import { schoolSettings } from '../../db/schema/settings.js';

type SettingsRow = typeof schoolSettings.$inferSelect;

const toSettings = (row: SettingsRow): SchoolSettings => ({
  schoolName: row.schoolName,
  address: row.address,
  phone: row.phone,
  website: row.website,
  timezone: row.timezone,
  startTime: row.startTime,
  gracePeriodMinutes: row.gracePeriodMinutes,
  veryLateAfterMinutes: row.veryLateAfterMinutes,
  absenteeCutoffTime: row.absenteeCutoffTime,
  schoolDays: row.schoolDays,
  holidays: row.holidays,
  chronicAbsenceThreshold: row.chronicAbsenceThreshold,
  chronicAbsenceMinDays: row.chronicAbsenceMinDays,
});

/**
 * Every scan needs the settings: they are kept for a few seconds per database. Another server
 * process sees a change within that time; this one at once.
 */
const CACHE_MS = 5000;
const cache = new WeakMap<Db, { settings: SchoolSettings; until: number }>();

export async function getSettings(db: Db): Promise<SchoolSettings> {
  const cached = cache.get(db);
  if (cached && cached.until > Date.now()) return cached.settings;
  const settings = await readSettings(db);
  cache.set(db, { settings, until: Date.now() + CACHE_MS });
  return settings;
}

/** The settings row, created with the defaults on first read (insert-or-ignore: race-safe). */
async function readSettings(db: Db): Promise<SchoolSettings> {
  const [row] = await db.select().from(schoolSettings).where(eq(schoolSettings.id, 1));
  if (row) return toSettings(row);
  await db.insert(schoolSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(schoolSettings).where(eq(schoolSettings.id, 1));
  if (!created) throw new Error('School settings could not be created');
  return toSettings(created);
}

export async function updateSettings(db: Db, input: SchoolSettingsBody) {
  await getSettings(db);
  const [row] = await db
    .update(schoolSettings)
    .set(input)
    .where(eq(schoolSettings.id, 1))
    .returning();
  if (!row) throw new Error('School settings were not saved');
  cache.delete(db);
  return { settings: toSettings(row), message: SETTINGS_MESSAGES.saved };
}

export async function getSchoolInfo(db: Db): Promise<SchoolInfo> {
  const settings = await getSettings(db);
  return {
    schoolName: settings.schoolName,
    address: settings.address,
    phone: settings.phone,
    website: settings.website,
    timezone: settings.timezone,
  };
}
