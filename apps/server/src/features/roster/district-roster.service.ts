// A district's OneRoster export imported whole (issue 41): each school (org) of the export goes
// to the district's school it matches, or to a new one created on confirmation; each school's part
// is that school's import (its students, its own sync hold, its audit entry), one after another.
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Language } from '@rollcall/contract/languages';
import {
  NEW_SCHOOL,
  ONEROSTER_FIELD,
  type DistrictRosterQuery,
  type DistrictRosterResult,
} from '@rollcall/contract/roster';
import { SCHOOL_CODE_MAX, SCHOOL_CODE_PATTERN } from '@rollcall/contract/schools';
import type { Db } from '../../db/client.js';
import { schools } from '../../db/schema/schools.js';
import { schoolSettings } from '../../db/schema/settings.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { createSchool } from '../schools/schools.service.js';
import { importOneRoster } from './roster-import.service.js';
import { planRosterOn } from './roster-reading.js';

type Org = { sourcedId: string; name: string; identifier: string };
type DistrictSchool = { id: string; name: string; code: string; sourcedId: string | null };
type Placement = {
  org: Org;
  school: DistrictSchool | undefined;
  match: DistrictRosterResult['schools'][number]['match'];
};

const lower = (value: string) => value.trim().toLowerCase();

const placementError = (key: 'roster.placementsInvalid' | 'roster.placedTwice') =>
  new AppError('VALIDATION_FAILED', text(key), { placements: text(key) });

/**
 * Each org's school: where the administrator sent it, else by the sourcedId recorded before, the
 * code or the name; or none (a new school). No two orgs go to one school.
 */
function placeOrgs(
  orgs: Org[],
  district: DistrictSchool[],
  chosen: DistrictRosterQuery['placements'],
): Placement[] {
  const taken = new Set<string>();
  const byChoice = new Map<string, Placement>();
  for (const org of orgs) {
    const target = chosen[org.sourcedId];
    if (target === undefined) continue;
    if (target === NEW_SCHOOL) {
      byChoice.set(org.sourcedId, { org, school: undefined, match: 'new' });
      continue;
    }
    const school = district.find((each) => each.id === target.toLowerCase());
    if (!school) throw placementError('roster.placementsInvalid');
    if (taken.has(school.id)) throw placementError('roster.placedTwice');
    taken.add(school.id);
    byChoice.set(org.sourcedId, { org, school, match: 'chosen' });
  }
  const find = (test: (school: DistrictSchool) => boolean) =>
    district.find((school) => !taken.has(school.id) && test(school));
  return orgs.map((org) => {
    const placed = byChoice.get(org.sourcedId);
    if (placed) return placed;
    const candidates = [
      ['sourcedId', find((school) => school.sourcedId === org.sourcedId)],
      ['code', find((school) => lower(school.code) === lower(org.identifier || org.sourcedId))],
      ['name', find((school) => lower(school.name) === lower(org.name))],
    ] as const;
    const [match, school] = candidates.find(([, found]) => found) ?? ['new' as const, undefined];
    if (school) taken.add(school.id);
    return { org, school, match };
  });
}

/**
 * A code the district does not use yet (`used`, lower case, which it joins): the org's
 * identifier, else its sourcedId, made valid.
 */
function newCode(org: Org, used: Set<string>): string {
  const base =
    (org.identifier || org.sourcedId)
      .replace(/[^\p{L}\p{N}._-]+/gu, '-')
      .slice(0, SCHOOL_CODE_MAX - 4) || 'school';
  for (let suffix = 1; ; suffix += 1) {
    const code = suffix === 1 ? base : `${base}-${suffix}`;
    if (!used.has(lower(code)) && SCHOOL_CODE_PATTERN.test(code)) {
      used.add(lower(code));
      return code;
    }
  }
}

async function districtSchools(db: Db): Promise<DistrictSchool[]> {
  return db
    .select({
      id: schools.id,
      name: schoolSettings.schoolName,
      code: schools.code,
      sourcedId: schools.sourcedId,
    })
    .from(schools)
    .innerJoin(schoolSettings, eq(schoolSettings.schoolId, schools.id))
    .orderBy(schools.createdAt, schools.id);
}

/** The district's time zone for a new school: its first school's (the school's Settings change it). */
async function districtTimezone(db: Db): Promise<string> {
  const [first] = await db
    .select({ timezone: schoolSettings.timezone })
    .from(schoolSettings)
    .innerJoin(schools, eq(schools.id, schoolSettings.schoolId))
    .orderBy(schools.createdAt, schools.id)
    .limit(1);
  return first?.timezone ?? 'UTC';
}

/** The school an org goes to on confirmation: matched (its org recorded), or created. */
async function schoolForOrg(db: Db, actor: Actor, placement: Placement, code: () => string) {
  const { org, school } = placement;
  if (school) {
    if (school.sourcedId !== org.sourcedId) {
      // Sent here by the administrator: the school it was recorded at before lets it go.
      await db.transaction(async (tx) => {
        await tx
          .update(schools)
          .set({ sourcedId: null, updatedAt: sql`now()` })
          .where(and(eq(schools.sourcedId, org.sourcedId), ne(schools.id, school.id)));
        await tx
          .update(schools)
          .set({ sourcedId: org.sourcedId, updatedAt: sql`now()` })
          .where(eq(schools.id, school.id));
      });
    }
    return school.id;
  }
  const created = await createSchool(
    db,
    actor,
    { name: org.name || org.sourcedId, code: code(), timezone: await districtTimezone(db) },
    org.sourcedId,
  );
  return created.school._id;
}

/** The whole district's export is its administrators' (or their token's) to import. */
export function assertDistrictImporter(actor: Actor) {
  if (!actor.isDistrictAdmin) throw new AppError('FORBIDDEN', text('roster.districtOnly'));
}

export async function importDistrictRoster(
  db: Db,
  actor: Actor,
  zip: Uint8Array,
  query: DistrictRosterQuery,
  drawing: DrawingPool,
  options: { language: Language; writesInSteps: boolean },
): Promise<DistrictRosterResult> {
  assertDistrictImporter(actor);
  const read = await planRosterOn(drawing, {
    zip,
    existingPages: [],
    staffSourcedIds: [],
    query: { ...query, dryRun: true },
    adoptsHandTyped: false,
    language: options.language,
  });
  const orgs = read.schools ?? [];
  if (orgs.length === 0) {
    const message = text('roster.noSchool');
    throw new AppError('VALIDATION_FAILED', message, { [ONEROSTER_FIELD]: message });
  }
  const { placements, ...importQuery } = query;
  const district = await districtSchools(db);
  const usedCodes = new Set(district.map((school) => lower(school.code)));
  const results: DistrictRosterResult['schools'] = [];
  for (const placement of placeOrgs(orgs, district, placements)) {
    const { org, school, match } = placement;
    const schoolId = query.dryRun
      ? school?.id
      : await schoolForOrg(db, actor, placement, () => newCode(org, usedCodes));
    // A school the preview proposes has no students yet: an id of none reads none.
    const atSchool: Actor = { ...actor, role: 'admin', schoolId: schoolId ?? randomUUID() };
    const { result } = await importOneRoster(
      db,
      atSchool,
      zip,
      { ...importQuery, orgSourcedId: org.sourcedId },
      drawing,
      options,
    );
    results.push({
      orgSourcedId: org.sourcedId,
      orgName: org.name,
      schoolId: schoolId ?? null,
      schoolName: school?.name ?? (org.name || org.sourcedId),
      match,
      summary: result.summary,
      staff: result.staff,
      ...(result.held ? { held: result.held } : {}),
    });
  }
  return { dryRun: query.dryRun, schools: results };
}
