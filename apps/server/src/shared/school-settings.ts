import { eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@rollcall/contract/languages';
import type { OffsiteBackup, SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../db/client.js';
import type { StoredOffsiteBackup } from '../db/schema/offsite-backup.js';
import { schoolSettings } from '../db/schema/settings.js';
import { AppError } from './app-error.js';
import { districtPart } from './district-settings.js';
import { FIRST_SCHOOL_ID } from './school-staff.js';

/*
 * The school's settings as every feature and plugin reads them (the request's language, the
 * school calendar, every scan): the one cached read. Saving them is the settings feature's
 * (settings.service.ts); it calls forgetCachedSettings after a change.
 */

type SettingsRow = typeof schoolSettings.$inferSelect;

/** The off-machine destination as answered: never its secret, only whether one is stored. */
const publicOffsiteBackup = (stored: StoredOffsiteBackup | null): OffsiteBackup | null => {
  if (stored?.kind !== 's3') return stored;
  const { encryptedSecretAccessKey, ...shown } = stored;
  return { ...shown, hasSecretAccessKey: encryptedSecretAccessKey !== '' };
};

/** Every language, with null for those that get Rollcall's text (the row keeps only the others). */
const schoolTemplatesOf = <T>(stored: Partial<Record<Language, T>>) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, stored[language] ?? null])) as Record<
    Language,
    T | null
  >;

export const toSettings = (row: SettingsRow): SchoolSettings => ({
  schoolName: row.schoolName,
  address: row.address,
  phone: row.phone,
  website: row.website,
  timezone: row.timezone,
  startTime: row.startTime,
  gracePeriodMinutes: row.gracePeriodMinutes,
  veryLateAfterMinutes: row.veryLateAfterMinutes,
  absenteeCutoffTime: row.absenteeCutoffTime,
  dismissalTime: row.dismissalTime,
  schoolDays: row.schoolDays,
  holidays: row.holidays,
  chronicAbsenceThreshold: row.chronicAbsenceThreshold,
  chronicAbsenceMinDays: row.chronicAbsenceMinDays,
  consecutiveAbsenceDays: row.consecutiveAbsenceDays,
  repeatedLatenessDays: row.repeatedLatenessDays,
  repeatedLatenessWindowDays: row.repeatedLatenessWindowDays,
  academicYear: row.academicYear,
  defaultLanguage: row.defaultLanguage,
  notifications: {
    emailEnabled: row.emailNotifications,
    smsEnabled: row.smsNotifications,
    senderName: row.senderName,
    templates: schoolTemplatesOf(row.messageTemplates),
  },
  outreach: {
    nudgeSchedule: row.nudgeSchedule,
    nudgeDay: row.nudgeDay,
    templates: schoolTemplatesOf(row.outreachTemplates),
  },
  requireAdminTwoFactor: row.requireAdminTwoFactor,
  gateAcceptsPlainCodes: row.gateAcceptsPlainCodes,
  sessionLengthDays: row.sessionLengthDays,
  passwordMinLength: row.passwordMinLength,
  maxSessionDays: row.maxSessionDays,
  gateIdleDays: row.gateIdleDays,
  retentionYears: row.retentionYears,
  studentRetentionYears: row.studentRetentionYears,
  autoBackup: row.autoBackup,
  backupsKept: row.backupsKept,
  offsiteBackup: publicOffsiteBackup(row.offsiteBackup ?? null),
  rosterHoldPercent: row.rosterHoldPercent,
  defaultTrendWindowDays: row.defaultTrendWindowDays,
  hasLogo: row.logoMediaId !== null,
});

/**
 * Every scan needs the settings, so each process keeps them until they change: this process drops
 * its copy when it saves them, and on PostgreSQL every process drops it when the database announces
 * a change (settings-changes.ts). The time limit is only the fallback for an announcement missed
 * while the listening connection was down.
 */
const FALLBACK_TTL_MS = 60_000;
type Cached = { settings: SchoolSettings; until: number };
type CacheSlot = {
  /** Bumped by every invalidation, so a read that started before it is not kept. */
  generation: number;
  /** By school id; FIRST_ROW for the first school's row read by its number. */
  cached: Map<string, Cached>;
};
const FIRST_ROW = 'first';
const cache = new WeakMap<Db, CacheSlot>();

const slotOf = (db: Db): CacheSlot => {
  let slot = cache.get(db);
  if (!slot) cache.set(db, (slot = { generation: 0, cached: new Map() }));
  return slot;
};

async function cachedRead(db: Db, key: string, read: () => Promise<SchoolSettings>) {
  const slot = slotOf(db);
  const cached = slot.cached.get(key);
  if (cached && cached.until > Date.now()) return cached.settings;
  const generation = slot.generation;
  const settings = await read();
  if (slot.generation === generation) {
    slot.cached.set(key, { settings, until: Date.now() + FALLBACK_TTL_MS });
  }
  return settings;
}

/**
 * The first school's settings, which also hold the district's until they have a table of their
 * own (issue 41): what every reader read before schools, and still reads where the school is not
 * yet known.
 */
export const getSettings = (db: Db): Promise<SchoolSettings> =>
  cachedRead(db, FIRST_ROW, () => readSettings(db));

/** One school's settings (issue 41): its name, time zone, calendar and rules. */
export const getSchoolSettings = (db: Db, schoolId: string): Promise<SchoolSettings> =>
  cachedRead(db, schoolId, () => readSchoolSettings(db, schoolId));

/** Announced by a trigger on school_settings (migration 0006) when a change commits. */
export const SETTINGS_CHANGED_CHANNEL = 'school_settings_changed';

/** Tells every process following settings changes to drop its copies (Clear Cache). */
export async function announceSettingsChange(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${SETTINGS_CHANGED_CHANNEL}, '')`);
}

/** Drops the cached settings of the database; the next read goes to it. */
export function forgetCachedSettings(db: Db): void {
  const slot = slotOf(db);
  slot.generation += 1;
  slot.cached.clear();
}

/**
 * The settings row an installation starts with: its first school's (issue 41; the migration that
 * made schools gave every installation one).
 */
export const FIRST_SETTINGS_ROW = {
  id: 1,
  schoolId: FIRST_SCHOOL_ID,
};

/** The settings row, created with the defaults on first read (insert-or-ignore: race-safe). */
async function readSettings(db: Db): Promise<SchoolSettings> {
  const [row] = await db.select().from(schoolSettings).where(eq(schoolSettings.id, 1));
  if (row) return toSettings(row);
  await db.insert(schoolSettings).values(FIRST_SETTINGS_ROW).onConflictDoNothing();
  const [created] = await db.select().from(schoolSettings).where(eq(schoolSettings.id, 1));
  if (!created) throw new Error('School settings could not be created');
  return toSettings(created);
}

/**
 * A school's row, with the district's settings of the first school's row in place of its own
 * copies (district-settings.ts); the first school's row is made on first read.
 */
async function readSchoolSettings(db: Db, schoolId: string): Promise<SchoolSettings> {
  const bySchool = () =>
    db.select().from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId));
  let [row] = await bySchool();
  if (!row) {
    await readSettings(db);
    [row] = await bySchool();
  }
  if (!row) throw new AppError('SCHOOL_NOT_FOUND');
  const own = toSettings(row);
  return row.id === 1 ? own : { ...own, ...districtPart(await getSettings(db)) };
}
