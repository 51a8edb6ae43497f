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
 * Every scan needs the settings, so each process keeps them until they change: this process drops
 * its copy when it saves them, and on PostgreSQL every process drops it when the database announces
 * a change (settings-changes.ts). The time limit is only the fallback for an announcement missed
 * while the listening connection was down.
 */
const FALLBACK_TTL_MS = 60_000;
type CacheSlot = {
  /** Bumped by every invalidation, so a read that started before it is not kept. */
  generation: number;
  cached?: { settings: SchoolSettings; until: number };
};
const cache = new WeakMap<Db, CacheSlot>();

const slotOf = (db: Db): CacheSlot => {
  let slot = cache.get(db);
  if (!slot) cache.set(db, (slot = { generation: 0 }));
  return slot;
};

export async function getSettings(db: Db): Promise<SchoolSettings> {
  const slot = slotOf(db);
  if (slot.cached && slot.cached.until > Date.now()) return slot.cached.settings;
  const generation = slot.generation;
  const settings = await readSettings(db);
  if (slot.generation === generation) {
    slot.cached = { settings, until: Date.now() + FALLBACK_TTL_MS };
  }
  return settings;
}

/** Drops the cached settings of the database; the next read goes to it. */
export function forgetCachedSettings(db: Db): void {
  const slot = slotOf(db);
  slot.generation += 1;
  delete slot.cached;
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
  forgetCachedSettings(db);
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
