import type { OneRosterImportQuery } from '@rollcall/contract/roster';
import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { readingBeside } from '../../shared/drawing/drawing-pool.js';
import { readRosterExport, type RosterExport } from './oneroster-export.js';
import { rosterCandidates } from './oneroster-students.js';
import { planImport, type Existing, type Plan } from './roster-plan.js';
import { chooseSchool } from './roster-school.js';

type PlanRequest = {
  zip: Uint8Array;
  existing: Existing[];
  query: OneRosterImportQuery;
  /** False for an API token: a match by Student ID waits for an administrator. */
  adoptsHandTyped: boolean;
};

/** What was read of the zip, and what importing it would do; `school: 'ask'` has no plan. */
export type PlannedRoster = Pick<RosterExport, 'mode' | 'version' | 'schools'> &
  ({ school: 'ask' } | { school: { sourcedId: string; name: string } | undefined; plan: Plan });

/**
 * Run on a thread of the drawing pool (shared/drawing): a district's zip unpacked (up to 100 MB),
 * its CSV files parsed and every row matched against the school's students there, not on the
 * event loop that answers the gate (issue 29, issue 39 §4); only the plan comes back, not the
 * export. Its field errors (not a zip, too large, a file missing, no such school) come back as the
 * same field errors.
 */
export function draw({ zip, existing, query, adoptsHandTyped }: PlanRequest): PlannedRoster {
  const exported = readRosterExport(zip);
  const { mode, version, schools } = exported;
  const school = chooseSchool(schools, query);
  if (school === 'ask') return { mode, version, schools, school };
  const known = new Set(existing.flatMap((each) => (each.sourcedId ? [each.sourcedId] : [])));
  const candidates = rosterCandidates(
    exported,
    school?.sourcedId,
    (sourcedId) => known.has(sourcedId),
    query,
  );
  const plan = planImport(candidates, existing, query, mode, adoptsHandTyped);
  return { mode, version, schools, school, plan };
}

const rosterPlanning = readingBeside<PlanRequest, PlannedRoster>(import.meta.url, 'roster-reading');

/** Reads the zip and plans its import on a thread of the pool. */
export const planRosterOn = (pool: DrawingPool, request: PlanRequest) =>
  pool.read(rosterPlanning, request);
