import type { Language } from '@rollcall/contract/languages';
import type { OneRosterImportQuery } from '@rollcall/contract/roster';
import { eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Db } from '../../db/client.js';
import { schools } from '../../db/schema/schools.js';
import { AppError } from '../../shared/app-error.js';
import { jsonBytes } from '../../db/json-bytes.js';
import type { Actor } from '../../shared/actor.js';
import { recordAudit } from '../../shared/audit.js';
import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { archiveStudentsIn } from '../students/students.service.js';
import { planRosterOn } from './roster-reading.js';
import { getSettings } from '../../shared/school-settings.js';
import { holdOf } from './roster-hold.js';
import { hasPending, keepPending } from './roster-pending.service.js';
import type { Result } from './roster-plan.js';
import type { RosterAnswer } from './roster-answer.js';
import { existingStudentPages } from './roster-existing.js';
import { writeRoster } from './roster-write.js';
import { planStaff, rosterStaffIds } from './roster-staff-plan.js';
import { writeStaff } from './roster-staff-write.js';
import { schoolIdOf } from '../../shared/acting-school.js';

/**
 * A school that a district import placed reads its own org of the export unless told otherwise,
 * and its own administrators no other: the district's other schools are theirs (issue 41).
 */
async function withOwnOrg(
  db: Db,
  actor: Actor,
  query: OneRosterImportQuery,
): Promise<OneRosterImportQuery> {
  const [school] = await db
    .select({ sourcedId: schools.sourcedId })
    .from(schools)
    .where(eq(schools.id, schoolIdOf(actor)));
  const own = school?.sourcedId;
  if (!own) return query;
  if (!query.orgSourcedId) return { ...query, orgSourcedId: own };
  if (query.orgSourcedId !== own && !actor.isDistrictAdmin) {
    const message = text('roster.otherSchoolsOrg');
    throw new AppError('VALIDATION_FAILED', message, { orgSourcedId: message });
  }
  return query;
}

/**
 * Imports a OneRoster 1.2 CSV zip (1.1 too), or with `dryRun` says what it would do. Idempotent
 * by sourcedId: the same zip twice changes nothing the second time. All or nothing: rows that
 * cannot be imported are skipped with their reasons and the rest is written in one transaction.
 */
export async function importOneRoster(
  db: Db,
  actor: Actor,
  zip: Uint8Array,
  query: OneRosterImportQuery,
  drawing: DrawingPool,
  options: {
    /** The reader's, for the rows' messages. */
    language: Language;
    /** On the embedded database: see writeRoster. */
    writesInSteps: boolean;
    /** Written in the import's last transaction (a held import confirmed is dropped with it). */
    alsoInTransaction?: (tx: Db) => Promise<void>;
  },
): Promise<RosterAnswer> {
  const schoolId = schoolIdOf(actor);
  const read = await planRosterOn(drawing, {
    zip,
    existingPages: await existingStudentPages(db, schoolId),
    staffSourcedIds: await rosterStaffIds(db, schoolId),
    query: await withOwnOrg(db, actor, query),
    adoptsHandTyped: !actor.apiTokenId,
    language: options.language,
  });
  const schools = read.schools ?? [];
  if (read.school === 'ask') {
    // The preview answers with the schools to choose from; an import is refused (roster-school).
    return {
      result: {
        summary: { created: 0, updated: 0, archived: 0, unchanged: 0, skipped: 0, toArchive: 0 },
        staff: { added: 0, updated: 0, unchanged: 0, deactivated: 0, skipped: 0 },
        schools,
        dryRun: true,
      },
      rowsJson: jsonBytes([]),
    };
  }
  const { school, changes, summary } = read;
  // The school's teachers and administrators (issue 42), counted apart from its students.
  const staff = await planStaff(db, actor, schoolId, read.staff);

  const answer = (held?: Result['held']): RosterAnswer => ({
    result: {
      summary,
      staff: staff.summary,
      source: {
        orgSourcedId: school?.sourcedId ?? '',
        orgName: school?.name ?? '',
        mode: read.mode,
        version: read.version,
        sectionFrom: query.sectionFrom,
        defaultSection: query.defaultSection,
      },
      schools,
      dryRun: query.dryRun,
      ...(held ? { held } : {}),
    },
    rowsJson: read.rowsJson,
  });
  if (query.dryRun) return answer();

  // A script's import is bounded (the sync hold); an administrator's was previewed row by row.
  if (actor.apiTokenId) {
    const hold = holdOf(
      changes,
      read.enrolled,
      {
        percent: (await getSettings(db)).rosterHoldPercent,
        archivesMissing: query.archiveMissing,
        isWaiting: await hasPending(db, schoolId),
      },
      staff,
    );
    if (hold) {
      const pendingImportId = await keepPending(db, {
        ...hold,
        actor,
        zip,
        query,
        tokenId: actor.apiTokenId,
        summary,
      });
      return answer({ ...hold, pendingImportId });
    }
  }

  await writeRoster(db, {
    schoolId,
    createChunks: changes.createChunks,
    updateChunks: changes.updateChunks,
    isStepped: options.writesInSteps,
    finish: async (tx) => {
      await writeStaff(tx, actor, schoolId, staff);
      await archiveStudentsIn(tx, actor, [
        ...changes.archives,
        ...(query.archiveMissing ? changes.missing : []),
      ]);
      await recordAudit(tx, actor, {
        action: 'student.import',
        entityType: 'student',
        after: {
          source: 'oneroster',
          mode: read.mode,
          created: summary.created,
          updated: summary.updated,
          archived: summary.archived,
          skipped: summary.skipped,
          staff: staff.summary,
        },
      });
      await options.alsoInTransaction?.(tx);
    },
  });

  return answer();
}
