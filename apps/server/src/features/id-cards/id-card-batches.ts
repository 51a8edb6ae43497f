import type { Language } from '@rollcall/contract/languages';
import { text } from '@rollcall/contract/i18n/text-key';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  batchPdfFileName,
  type BatchProgress,
  type CreateBatchBody,
} from '@rollcall/contract/id-cards';
import type { Db } from '../../db/client.js';
import { idCardBatches, idCards } from '../../db/schema/id-cards.js';
import { students } from '../../db/schema/students.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { jobProgressOf } from '../../shared/jobs/job-progress.js';
import { leaseOn, progressAtLeast } from '../../shared/jobs/lease.js';
import type { LinkMaker } from '../../shared/signed-links.js';
import { selectStudents } from '../students/students.service.js';
import { enrolled, studentsAt } from '../../figures/enrolled.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { writeCardsPdf, type CardsPdfWriter } from './card-pdf.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { cardValues, faceOf, lockStudentsForNewCards } from './card-record.js';
import { actorName } from '../../shared/actor-name.js';
import { completeSettings } from './id-cards.service.js';
import { readStoredFile } from '../../shared/jobs/file-parts.js';

type BatchRow = typeof idCardBatches.$inferSelect;
/** Batches are leased rows (shared/jobs/lease.ts); progress is written under the lease. */
export const batchLease = leaseOn(idCardBatches);
/** Progress is written at most this often (and after the last card). */
const PROGRESS_EVERY_MS = 200;

/** Everything but the file: progress polls never read the bytes. */
const progressColumns = {
  id: idCardBatches.id,
  status: idCardBatches.status,
  current: idCardBatches.current,
  total: idCardBatches.total,
  class: idCardBatches.class,
  section: idCardBatches.section,
  layout: idCardBatches.layout,
  failureReason: idCardBatches.failureReason,
  createdAt: idCardBatches.createdAt,
  createdByName: idCardBatches.createdByName,
};
type ProgressRow = Pick<BatchRow, keyof typeof progressColumns>;

/** A batch's progress; its failure reason (stored as a key) in the reader's language. */
export function toProgress(
  row: ProgressRow,
  links: LinkMaker,
  now: Date,
  language: Language,
): BatchProgress {
  return {
    batchId: row.id,
    current: row.current,
    total: row.total,
    class: row.class,
    section: row.section,
    layout: row.layout,
    ...jobProgressOf(row, links, now, language),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
  };
}

const classStudents = (scope: { schoolId: string; class: string; section: string | null }) =>
  and(
    studentsAt(scope.schoolId),
    eq(students.class, scope.class),
    scope.section ? eq(students.section, scope.section) : undefined,
    enrolled,
  );

/** Writes the batch as Processing with its student count; the caller queues the job. */
export async function insertBatch(db: Db, actor: Actor, body: CreateBatchBody, language: Language) {
  const scope = { schoolId: schoolIdOf(actor), class: body.class, section: body.section ?? null };
  const [found] = await db.select({ total: count() }).from(students).where(classStudents(scope));
  const total = found?.total ?? 0;
  if (total === 0) {
    throw new AppError('BATCH_EMPTY', undefined, { class: text('errors.BATCH_EMPTY') });
  }
  const [row] = await db
    .insert(idCardBatches)
    .values({
      ...scope,
      layout: body.layout,
      settings: await completeSettings(db, body.settings),
      total,
      createdBy: actor.id,
      createdByName: await actorName(db, actor),
      language,
    })
    .returning({ id: idCardBatches.id, total: idCardBatches.total });
  if (!row) throw new Error('Batch was not stored');
  return row;
}

export async function getBatch(db: Db, schoolId: string, id: string) {
  const [row] = await db
    .select(progressColumns)
    .from(idCardBatches)
    .where(and(eq(idCardBatches.schoolId, schoolId), eq(idCardBatches.id, id)));
  if (!row) throw new AppError('BATCH_NOT_FOUND');
  return row;
}

export async function latestBatch(db: Db, schoolId: string) {
  const [row] = await db
    .select(progressColumns)
    .from(idCardBatches)
    .where(eq(idCardBatches.schoolId, schoolId))
    .orderBy(desc(idCardBatches.createdAt))
    .limit(1);
  return row;
}

export async function readBatchFile(db: Db, id: string) {
  const [row] = await db
    .select({
      ...progressColumns,
      file: idCardBatches.file,
      filePartsId: idCardBatches.filePartsId,
    })
    .from(idCardBatches)
    .where(eq(idCardBatches.id, id));
  if (!row) throw new AppError('BATCH_NOT_FOUND');
  const data = row.status === 'Ready' ? await readStoredFile(db, row) : null;
  if (!data) throw new AppError('BATCH_NOT_READY');
  return { fileName: batchPdfFileName(row), data };
}

/** Students whose cards are saved in one transaction (see saveBatchCards). */
const CARDS_PER_TRANSACTION = 50;

/**
 * Each student's card is saved in the register with the batch id (superseding their active one)
 * once: a retry after a crash finds the students already saved and saves the others. A few
 * students at a time, each group in its own short transaction: the embedded database serves one
 * transaction at a time, and the whole class in one held every gate scan for a quarter of a
 * second (issue 29). Each group's students are locked and read again inside its transaction, so a
 * student moved out of the class meanwhile gets no card in it.
 */
async function saveBatchCards(db: Db, qrSecret: string, batch: BatchRow, now: Date) {
  const classIds = (
    await db
      .select({ id: students.id })
      .from(students)
      .where(classStudents(batch))
      .orderBy(asc(students.id))
  ).map((student) => student.id);
  const by = { id: batch.createdBy ?? '', name: batch.createdByName ?? 'Rollcall' };
  for (let start = 0; start < classIds.length; start += CARDS_PER_TRANSACTION) {
    const group = classIds.slice(start, start + CARDS_PER_TRANSACTION);
    await db.transaction(async (tx) => {
      const inGroup = and(inArray(students.id, group), classStudents(batch));
      await lockStudentsForNewCards(tx, inGroup);
      const saved = new Set(
        (
          await tx
            .select({ studentId: idCards.studentId })
            .from(idCards)
            .where(and(eq(idCards.batchId, batch.id), inArray(idCards.studentId, group)))
        ).map((card) => card.studentId),
      );
      const rows = (await selectStudents(tx).where(inGroup)).filter(
        (student) => !saved.has(student.id),
      );
      if (rows.length === 0) return;
      await tx
        .update(idCards)
        .set({ status: 'superseded' })
        .where(
          and(
            inArray(
              idCards.studentId,
              rows.map((student) => student.id),
            ),
            eq(idCards.status, 'active'),
          ),
        );
      await tx.insert(idCards).values(
        rows.map((student) => ({
          ...cardValues(student, batch.settings, qrSecret, by, now),
          generatedBy: batch.createdBy,
          batchId: batch.id,
        })),
      );
    });
  }
}

/**
 * Makes one batch's PDF (its row claimed by its job, id-cards.jobs.ts): saves the cards, draws
 * them with progress; returns what is stored with Ready.
 */
export async function makeBatchFile(
  db: Db,
  qrSecret: string,
  batch: BatchRow,
  now: Date,
  writePdf: CardsPdfWriter = writeCardsPdf,
): Promise<PgUpdateSetSource<typeof idCardBatches>> {
  await saveBatchCards(db, qrSecret, batch, now);
  const cards = await db
    .select()
    .from(idCards)
    .where(eq(idCards.batchId, batch.id))
    // By name only: a batch taken up again after a crash saved some cards a moment earlier.
    .orderBy(asc(idCards.studentName), asc(idCards.id));
  // The count is kept: a batch taken up again after its worker died does not go back to 0.
  await batchLease.update(db, batch.id, { total: cards.length });
  let written = 0;
  let lastWrite = Date.now();
  const logo = (await getSchoolLogo(db, batch.schoolId))?.png;
  const file = await writePdf(
    (async function* faces() {
      // The logo goes once, with the file's details, rather than with every card.
      for (const card of cards) yield await faceOf(db, card, undefined);
    })(),
    batch.layout,
    {
      title: batchPdfFileName(batch),
      author: batch.createdByName ?? 'Rollcall',
      language: batch.language,
      logo,
    },
    async (drawn) => {
      if (drawn === cards.length || Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = Date.now();
        written = drawn;
        await batchLease.update(db, batch.id, {
          current: progressAtLeast(idCardBatches.current, drawn),
        });
      }
    },
  );
  return { file, byteSize: file.length, current: Math.max(written, cards.length) };
}
