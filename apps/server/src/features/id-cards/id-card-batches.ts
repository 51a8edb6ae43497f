import type { Language } from '@rollcall/contract/languages';
import { renderMessage } from '@rollcall/contract/i18n/render';
import { text, textKey } from '@rollcall/contract/i18n/text-key';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
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
import type { LeasedJob } from '../../shared/leased-jobs.js';
import type { SignedLinks } from '../../shared/signed-links.js';
import { enrolled, selectStudents } from '../students/students.service.js';
import { writeCardsPdf } from './card-pdf.js';
import { getSchoolLogo } from '../settings/school-logo.service.js';
import { cardValues, faceOf, lockStudentsForNewCards } from './card-record.js';
import { actorName, completeSettings } from './id-cards.service.js';

type BatchRow = typeof idCardBatches.$inferSelect;
/** A worker refreshes its claim this often; a claim older than the lease is a dead worker's. */
export const HEARTBEAT_SECONDS = 10;
export const LEASE_SECONDS = 60;
/** Tries (the first and those after a worker died mid-way) before a batch is marked Failed. */
const MAX_ATTEMPTS = 3;
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
  links: SignedLinks,
  now: Date,
  language: Language,
): BatchProgress {
  return {
    batchId: row.id,
    status: row.status,
    current: row.current,
    total: row.total,
    class: row.class,
    section: row.section,
    layout: row.layout,
    downloadUrl: row.status === 'Ready' ? links.urlFor(row.id, now) : null,
    failureReason:
      row.status === 'Failed' && row.failureReason
        ? renderMessage(row.failureReason, language)
        : null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
  };
}

const classStudents = (scope: { class: string; section: string | null }) =>
  and(
    eq(students.class, scope.class),
    scope.section ? eq(students.section, scope.section) : undefined,
    enrolled,
  );

/** Writes the batch as Processing with its student count; the caller queues the job. */
export async function insertBatch(db: Db, actor: Actor, body: CreateBatchBody, language: Language) {
  const scope = { class: body.class, section: body.section ?? null };
  const [found] = await db.select({ total: count() }).from(students).where(classStudents(scope));
  const total = found?.total ?? 0;
  if (total === 0) {
    throw new AppError('BATCH_EMPTY', undefined, { class: text('idCards.noStudentsInClass') });
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

export async function getBatch(db: Db, id: string) {
  const [row] = await db
    .select(progressColumns)
    .from(idCardBatches)
    .where(eq(idCardBatches.id, id));
  if (!row) throw new AppError('BATCH_NOT_FOUND');
  return row;
}

export async function latestBatch(db: Db) {
  const [row] = await db
    .select(progressColumns)
    .from(idCardBatches)
    .orderBy(desc(idCardBatches.createdAt))
    .limit(1);
  return row;
}

export async function readBatchFile(db: Db, id: string) {
  const [row] = await db
    .select({ ...progressColumns, file: idCardBatches.file })
    .from(idCardBatches)
    .where(eq(idCardBatches.id, id));
  if (!row) throw new AppError('BATCH_NOT_FOUND');
  if (row.status !== 'Ready' || !row.file) throw new AppError('BATCH_NOT_READY');
  return { fileName: batchPdfFileName(row), data: row.file };
}

/**
 * Claims a batch for this worker in one conditional UPDATE, so two jobs for the same batch (a
 * re-queue after a crash racing the original) never make it twice at once.
 */
async function claim(db: Db, id: string, takeOver: boolean) {
  const [row] = await db
    .update(idCardBatches)
    .set({ attempts: sql`${idCardBatches.attempts} + 1`, heartbeatAt: sql`now()` })
    .where(
      and(
        eq(idCardBatches.id, id),
        eq(idCardBatches.status, 'Processing'),
        takeOver
          ? undefined
          : sql`(${idCardBatches.heartbeatAt} is null or ${idCardBatches.heartbeatAt} < now() - make_interval(secs => ${LEASE_SECONDS}))`,
      ),
    )
    .returning();
  return row;
}

const update = (db: Db, id: string, values: PgUpdateSetSource<typeof idCardBatches>) =>
  db
    .update(idCardBatches)
    .set(values)
    .where(and(eq(idCardBatches.id, id), eq(idCardBatches.status, 'Processing')));

/**
 * Each student's card is saved in the register with the batch id (superseding their active one)
 * once: a retry after a crash finds them saved and goes on to the file.
 */
async function saveBatchCards(db: Db, qrSecret: string, batch: BatchRow, now: Date) {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(idCards)
      .where(eq(idCards.batchId, batch.id));
    if ((existing?.n ?? 0) > 0) return;
    await lockStudentsForNewCards(tx, classStudents(batch));
    const rows = await selectStudents(tx)
      .where(classStudents(batch))
      .orderBy(asc(students.lastName), asc(students.firstName), asc(students.studentId));
    const by = { id: batch.createdBy ?? '', name: batch.createdByName ?? 'Rollcall' };
    for (let start = 0; start < rows.length; start += 200) {
      const chunk = rows.slice(start, start + 200);
      await tx
        .update(idCards)
        .set({ status: 'superseded' })
        .where(
          and(
            inArray(
              idCards.studentId,
              chunk.map((student) => student.id),
            ),
            eq(idCards.status, 'active'),
          ),
        );
      await tx.insert(idCards).values(
        chunk.map((student) => ({
          ...cardValues(student, batch.settings, qrSecret, by, now),
          generatedBy: batch.createdBy,
          batchId: batch.id,
        })),
      );
    }
    await tx
      .update(idCardBatches)
      .set({ total: rows.length })
      .where(eq(idCardBatches.id, batch.id));
  });
}

export type BatchJob = LeasedJob;

/** Makes one batch's PDF: saves the cards, draws them with progress, stores the file. */
export async function makeBatchFile(
  db: Db,
  qrSecret: string,
  job: BatchJob,
  now: Date,
  onError: (error: Error) => void,
): Promise<void> {
  const batch = await claim(db, job.id, job.takeOver === true);
  if (!batch) return; // deleted, finished, or being made by a live worker
  if (batch.attempts > MAX_ATTEMPTS) {
    await update(db, batch.id, {
      status: 'Failed',
      failureReason: textKey('idCards.batchInterrupted'),
      heartbeatAt: null,
      completedAt: now,
    });
    return;
  }
  const heartbeat = setInterval(() => {
    update(db, batch.id, { heartbeatAt: sql`now()` }).catch((error: unknown) =>
      onError(error as Error),
    );
  }, HEARTBEAT_SECONDS * 1000);
  try {
    await saveBatchCards(db, qrSecret, batch, now);
    const cards = await db
      .select()
      .from(idCards)
      .where(eq(idCards.batchId, batch.id))
      .orderBy(asc(idCards.generatedAt), asc(idCards.studentName), asc(idCards.id));
    await update(db, batch.id, { total: cards.length, current: 0 });
    let written = 0;
    let lastWrite = Date.now();
    const logo = (await getSchoolLogo(db))?.png;
    const file = await writeCardsPdf(
      (async function* faces() {
        for (const card of cards) yield await faceOf(db, card, logo);
      })(),
      batch.layout,
      {
        title: batchPdfFileName(batch),
        author: batch.createdByName ?? 'Rollcall',
        language: batch.language,
      },
      async (drawn) => {
        if (drawn === cards.length || Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
          lastWrite = Date.now();
          written = drawn;
          await update(db, batch.id, { current: drawn });
        }
      },
    );
    await update(db, batch.id, {
      status: 'Ready',
      file,
      byteSize: file.length,
      current: Math.max(written, cards.length),
      heartbeatAt: null,
      completedAt: sql`now()`,
    });
  } catch (error) {
    onError(error as Error);
    await update(db, batch.id, {
      status: 'Failed',
      failureReason: textKey('idCards.batchFailedUnexpectedly'),
      heartbeatAt: null,
      completedAt: now,
    });
  } finally {
    clearInterval(heartbeat);
  }
}

/** Batches still Processing whose claim is older than the lease (or all, when taking over). */
export async function strandedBatches(db: Db, takeOver: boolean) {
  return db
    .select({ id: idCardBatches.id })
    .from(idCardBatches)
    .where(
      and(
        eq(idCardBatches.status, 'Processing'),
        takeOver
          ? undefined
          : sql`coalesce(${idCardBatches.heartbeatAt}, ${idCardBatches.createdAt}) < now() - make_interval(secs => ${LEASE_SECONDS})`,
      ),
    );
}
