import type pg from 'pg';
import type { Db } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { openSessionActor } from '../../shared/sessions.js';
import type { AccessClaims } from '../../shared/tokens.js';

/** How long a session's school is remembered: the scan's statement checks it again each time. */
const REMEMBERED_MS = 60_000;
/** Sessions remembered at most; past it the oldest half is forgotten. */
const MAX_SESSIONS = 10_000;

type Remembered = { schoolId: string; until: number };
const remembered = new WeakMap<pg.Pool, Map<string, Remembered>>();

const sessionsOf = (pool: pg.Pool) => {
  let sessions = remembered.get(pool);
  if (!sessions) remembered.set(pool, (sessions = new Map<string, Remembered>()));
  return sessions;
};

/**
 * The school a scan is for, known before its statement because the time counts by that school's
 * clock and bell (issue 41): the one the request names, else the one school of a user who works at
 * one. That school is looked up with the session once a minute, not on every scan (decision 003);
 * the statement checks again that the user may act there, so a membership taken away stops
 * their scans at once. Someone of several schools who names none is asked to choose.
 */
async function scanSchoolOf(
  pool: pg.Pool,
  claims: AccessClaims,
  requested: string | null | undefined,
): Promise<string> {
  if (requested) return requested;
  const sessions = sessionsOf(pool);
  const known = requested === undefined ? sessions.get(claims.sessionId) : undefined;
  if (known && known.until > Date.now()) return known.schoolId;
  // A header that is no school's id is refused here, after the session, as on every route.
  const actor = await openSessionActor(pool, claims, requested);
  if (!actor.schoolId) throw new AppError('SCHOOL_REQUIRED');
  if (sessions.size >= MAX_SESSIONS) {
    for (const key of [...sessions.keys()].slice(0, MAX_SESSIONS / 2)) sessions.delete(key);
  }
  sessions.set(claims.sessionId, { schoolId: actor.schoolId, until: Date.now() + REMEMBERED_MS });
  return actor.schoolId;
}

/**
 * The scan's school and its settings. A school the header names that does not exist is refused
 * as one the caller does not work at (403, a closed session first), as on every other route.
 */
export async function scanSchoolSettings(
  db: Db,
  pool: pg.Pool,
  claims: AccessClaims,
  requested: string | null | undefined,
) {
  const schoolId = await scanSchoolOf(pool, claims, requested);
  try {
    return { schoolId, settings: await getSchoolSettings(db, schoolId) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'SCHOOL_NOT_FOUND') {
      await openSessionActor(pool, claims, schoolId);
    }
    throw error;
  }
}

/** After the statement refused the school: the next scan looks it up again. */
export function forgetScanSchool(pool: pg.Pool, claims: AccessClaims) {
  sessionsOf(pool).delete(claims.sessionId);
}
