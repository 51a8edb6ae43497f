import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { schoolDateOf } from '../shared/school-calendar.js';

/**
 * The reports' running totals cover the finished days, those before `open_from` (migration 0017,
 * decision 003); check-ins of later days are read live. A roll-up adds the days from `open_from`
 * up to, not including, today to the totals and moves `open_from` to today, in one statement that
 * briefly holds writers of attendance back. It runs as a job every minute (reports.jobs.ts, so the
 * first report of the morning does not pay for it) and before every read that uses the totals.
 */

/** Where `open_from` was last seen per database: it only moves forward, so it stays a lower bound. */
const openFromSeen = new WeakMap<Db, string>();

/** Rolls the totals up to `today` (a school date) unless this process knows they already are. */
export async function rollUpTotals(db: Db, today: string): Promise<void> {
  const seen = openFromSeen.get(db);
  if (seen !== undefined && seen >= today) return;
  const result = await db.execute<{ open_from: string }>(
    sql`select attendance_totals_roll_up(${today}::date)::text as open_from`,
  );
  const openFrom = result.rows[0]?.open_from;
  if (openFrom !== undefined) openFromSeen.set(db, openFrom);
}

/**
 * The roll-up to the earliest of the schools' todays at `now`: a school whose day has not ended
 * yet keeps it live (issue 41: a district's schools may keep different time zones). A figure read
 * rolls up to its own school's today, which counts a later school's day early: the answers are the
 * same, that school's check-ins only run the triggers until its day ends.
 */
export async function rollUpTotalsAt(db: Db, now: Date): Promise<void> {
  const zones = await db.execute<{ timezone: string }>(
    sql`select distinct timezone from school_settings`,
  );
  const todays = zones.rows.map((row) => schoolDateOf(now, row.timezone)).sort();
  if (todays[0] !== undefined) await rollUpTotals(db, todays[0]);
}
