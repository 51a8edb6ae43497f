import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { renderText } from '@rollcall/contract/i18n/render';
import { text } from '@rollcall/contract/i18n/text-key';
import {
  dayCount,
  fillOutreachTemplate,
  lettersFileName,
  type LetterBatch,
  type LetterKind,
  type LettersBody,
  type OutreachTemplateKey,
} from '@rollcall/contract/interventions/outreach';
import { longSchoolDate, type Language } from '@rollcall/contract/languages';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import { letterBatches } from '../../db/schema/outreach.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { jobProgressOf } from '../../shared/jobs/job-progress.js';
import { leaseOn, progressAtLeast } from '../../shared/jobs/lease.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import type { LinkMaker } from '../../shared/signed-links.js';
import { actorName } from '../../shared/actor-name.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { recordLetterNotes } from './cases.service.js';
import { writeLettersPdf, type Letter, type LettersPdfWriter } from './letter-pdf.js';
import {
  isDueLetter,
  languageOf,
  outreachTemplatesFor,
  schoolFigures,
  valuesFor,
  type GuardianFacts,
} from './guardian-facts.js';
import { readStoredFile } from '../../shared/jobs/file-parts.js';

/** Letter batches are leased rows (shared/jobs/lease.ts); progress is written under the lease. */
export const letterLease = leaseOn(letterBatches);
/** Progress is written at most this often (and after the last letter). */
const PROGRESS_EVERY_MS = 200;

const TEMPLATE_OF: Record<LetterKind, OutreachTemplateKey> = {
  nudge: 'letterNudge',
  'consecutive-absences': 'letterConsecutiveAbsences',
  'chronic-absence': 'letterChronicAbsence',
};

/** Everything but the file: progress polls never read the bytes. */
const progressColumns = {
  id: letterBatches.id,
  kind: letterBatches.kind,
  status: letterBatches.status,
  total: letterBatches.total,
  done: letterBatches.done,
  failureReason: letterBatches.failureReason,
  createdAt: letterBatches.createdAt,
};

/**
 * Stores a batch of letters, its students fixed now: the chosen ones, or in the class (and
 * section) those with a reason for a letter of the kind. The caller queues the job; the cases
 * note the letter once it is made (makeLetterFile), not when it is asked for.
 */
export async function createLetterBatch(db: Db, now: Date, actor: Actor, body: LettersBody) {
  const schoolId = schoolIdOf(actor);
  const settings = await getSchoolSettings(db, schoolId);
  const figures = await schoolFigures(db, schoolId, settings, now);
  const chosen = body.studentIds ? new Set(body.studentIds) : undefined;
  const studentIds = figures.students
    .filter((student) =>
      chosen
        ? chosen.has(student.id)
        : student.class === body.class &&
          (body.section === undefined || student.section === body.section) &&
          isDueLetter(body.kind, student),
    )
    .map((student) => student.id);
  if (studentIds.length === 0) {
    const none = text('outreach.lettersNone');
    throw new AppError('BATCH_EMPTY', none, chosen ? { studentIds: none } : { class: none });
  }
  const createdByName = await actorName(db, actor);
  const [row] = await db
    .insert(letterBatches)
    .values({
      schoolId,
      kind: body.kind,
      class: body.class ?? null,
      section: body.section ?? null,
      studentIds,
      total: studentIds.length,
      createdBy: actor.id,
      createdByName,
    })
    .returning({ id: letterBatches.id, total: letterBatches.total });
  if (!row) throw new Error('Letter batch was not stored');
  return row;
}

/** A batch of the school's: another school's is not found (issue 41). */
export async function getLetterBatch(
  db: Db,
  links: LinkMaker,
  now: Date,
  language: Language,
  schoolId: string,
  batchId: string,
): Promise<LetterBatch> {
  const [row] = await db
    .select(progressColumns)
    .from(letterBatches)
    .where(and(eq(letterBatches.schoolId, schoolId), eq(letterBatches.id, batchId)));
  if (!row) throw new AppError('BATCH_NOT_FOUND');
  return {
    batchId: row.id,
    kind: row.kind,
    total: row.total,
    done: row.done,
    ...jobProgressOf(row, links, now, language),
  };
}

export async function readLetterFile(db: Db, batchId: string) {
  const [row] = await db
    .select({
      ...progressColumns,
      file: letterBatches.file,
      filePartsId: letterBatches.filePartsId,
    })
    .from(letterBatches)
    .where(eq(letterBatches.id, batchId));
  if (!row) throw new AppError('BATCH_NOT_FOUND');
  const data = row.status === 'Ready' ? await readStoredFile(db, row) : null;
  if (!data) throw new AppError('BATCH_NOT_READY');
  return { fileName: lettersFileName(row.kind, row.createdAt), data };
}

/** One student's letter in their guardian's language. */
function letterOf(
  student: GuardianFacts,
  kind: LetterKind,
  typicalDays: number,
  settings: SchoolSettings,
  today: string,
): Letter {
  const language = languageOf(student, settings);
  const values = valuesFor(student, typicalDays, settings, language);
  const { schoolName } = settings;
  return {
    date: longSchoolDate(today, language),
    guardianName: student.guardianName,
    address: student.address,
    title: renderText(`outreach.letterTitles.${kind}`, { studentName: student.fullName }, language),
    body: fillOutreachTemplate(outreachTemplatesFor(settings, language)[TEMPLATE_OF[kind]], values),
    figuresTitle: renderText('outreach.letterFigures', {}, language),
    figures: [
      [
        renderText('outreach.letterAbsentDays', {}, language),
        dayCount(student.absentDays, language),
      ],
      [
        renderText('outreach.letterSchoolDays', {}, language),
        dayCount(student.enrolledDays, language),
      ],
      [
        renderText('outreach.letterTypical', { schoolName }, language),
        dayCount(typicalDays, language),
      ],
    ],
    signature: renderText('outreach.letterSignature', {}, language),
  };
}

/**
 * Makes one batch's PDF (its row claimed by its job, outreach.jobs.ts): the figures as they stand
 * now, one letter a page, with progress; returns what is stored with Ready.
 */
export async function makeLetterFile(
  db: Db,
  batch: typeof letterBatches.$inferSelect,
  now: Date,
  writeLetters: LettersPdfWriter = writeLettersPdf,
): Promise<PgUpdateSetSource<typeof letterBatches>> {
  const settings = await getSchoolSettings(db, batch.schoolId);
  const figures = await schoolFigures(db, batch.schoolId, settings, now);
  const wanted = new Set(batch.studentIds);
  const chosen = figures.students.filter((student) => wanted.has(student.id));
  // The count is kept: a batch taken up again after its worker died does not go back to 0.
  await letterLease.update(db, batch.id, { total: chosen.length });
  let lastWrite = Date.now();
  const head = {
    schoolName: settings.schoolName,
    contact: [settings.address, settings.phone, settings.website].filter(Boolean).join(' · '),
    logo: (await getSchoolLogo(db, batch.schoolId))?.png,
  };
  const kindName = renderText(`outreach.letterKinds.${batch.kind}`, {}, settings.defaultLanguage);
  // Each letter's texts are made as the drawing thread takes it, a few at a time: made all at
  // once they were a stretch of the event loop that the gate's scans waited behind.
  const letters = (function* () {
    for (const student of chosen) {
      yield letterOf(student, batch.kind, figures.typicalDays, settings, figures.today);
    }
  })();
  const file = await writeLetters(
    letters,
    head,
    {
      title: renderText('outreach.letterFileTitle', { kind: kindName }, settings.defaultLanguage),
      author: batch.createdByName ?? 'Rollcall',
    },
    async (drawn) => {
      if (drawn === chosen.length || Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = Date.now();
        await letterLease.update(db, batch.id, {
          done: progressAtLeast(letterBatches.done, drawn),
        });
      }
    },
  );
  // The letters exist now: each open case of theirs says so, once for this batch, in the school's
  // language (a case is read by all its staff).
  await recordLetterNotes(
    db,
    now,
    {
      id: batch.id,
      schoolId: batch.schoolId,
      authorId: batch.createdBy,
      studentIds: chosen.map((student) => student.id),
    },
    renderText('interventions.letterNote', { kind: kindName }, settings.defaultLanguage),
  );
  return { file, byteSize: file.length, done: chosen.length };
}
