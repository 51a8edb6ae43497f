import { sql, type SQL } from 'drizzle-orm';
import type { SchoolSettings } from '@rollcall/contract/settings';

/** The chronic-absence settings (school settings `chronicAbsenceThreshold`, `chronicAbsenceMinDays`). */
export type ChronicSettings = { threshold: number; minDays: number };

/** The school's chronic-absence rule, from its settings. */
export const chronicSettingsOf = (settings: SchoolSettings): ChronicSettings => ({
  threshold: settings.chronicAbsenceThreshold,
  minDays: settings.chronicAbsenceMinDays,
});

/** The contract's `isChronicallyAbsent`, in SQL (integers: no rounding). */
export const isChronicSql = (chronic: ChronicSettings, enrolled: SQL, absent: SQL) => sql`(
  ${enrolled} >= ${chronic.minDays}::int and ${enrolled} > 0
  and ${absent} * 100 >= ${chronic.threshold}::int * ${enrolled})`;
