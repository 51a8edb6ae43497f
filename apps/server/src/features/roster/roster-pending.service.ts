import { text } from '@rollcall/contract/i18n/text-key';
import type { OneRosterImportQuery, PendingRosterImport } from '@rollcall/contract/roster';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTokens } from '../../db/schema/api-tokens.js';
import { rosterPendingImports } from '../../db/schema/roster.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { recordAudit } from '../../shared/audit.js';
import { readStoredFile, storeFile } from '../../shared/jobs/file-parts.js';
import type { Hold } from './roster-hold.js';

type Kept = Hold & {
  /** The admin the token acts for (issue 27): the audit log names them and the token. */
  actor: Actor;
  zip: Uint8Array;
  query: OneRosterImportQuery;
  tokenId: string | null;
  summary: PendingRosterImport['summary'];
};

/** Keeps a held import; the ones before it stay until this one is confirmed or discarded. */
export async function keepPending(db: Db, kept: Kept): Promise<string> {
  const stored = await storeFile(db, Buffer.from(kept.zip));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rosterPendingImports)
        .values({
          schoolId: schoolIdOf(kept.actor),
          ...stored.columns,
          query: kept.query,
          tokenId: kept.tokenId,
          reason: kept.reason,
          count: kept.count,
          limit: kept.limit,
          summary: kept.summary,
        })
        .returning({ id: rosterPendingImports.id });
      await stored.hold(tx);
      if (!row) throw new Error('The held import was not written');
      await recordAudit(tx, kept.actor, {
        action: 'student.import',
        entityType: 'student',
        after: { source: 'oneroster', held: kept.reason, count: kept.count, limit: kept.limit },
      });
      return row.id;
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

const atSchool = (schoolId: string) => eq(rosterPendingImports.schoolId, schoolId);

export const hasPending = async (db: Db, schoolId: string) =>
  (
    await db
      .select({ id: rosterPendingImports.id })
      .from(rosterPendingImports)
      .where(atSchool(schoolId))
      .limit(1)
  ).length > 0;

/** The school's newest held import, for the Students screen and the header's notices. */
export async function latestPending(db: Db, schoolId: string): Promise<PendingRosterImport | null> {
  const [row] = await db
    .select({
      id: rosterPendingImports.id,
      receivedAt: rosterPendingImports.receivedAt,
      tokenName: apiTokens.name,
      reason: rosterPendingImports.reason,
      count: rosterPendingImports.count,
      limit: rosterPendingImports.limit,
      summary: rosterPendingImports.summary,
    })
    .from(rosterPendingImports)
    .leftJoin(apiTokens, eq(apiTokens.id, rosterPendingImports.tokenId))
    .where(atSchool(schoolId))
    .orderBy(desc(rosterPendingImports.receivedAt), desc(rosterPendingImports.id))
    .limit(1);
  if (!row) return null;
  const { id, receivedAt, tokenName, ...rest } = row;
  return { _id: id, receivedAt: receivedAt.toISOString(), tokenName: tokenName ?? null, ...rest };
}

/**
 * A held import's zip and options; only the school's newest is offered, so an older id (or
 * another school's) is gone.
 */
export async function pendingImport(db: Db, schoolId: string, id: string) {
  const latest = await latestPending(db, schoolId);
  const [row] =
    latest?._id === id
      ? await db
          .select({
            file: rosterPendingImports.file,
            filePartsId: rosterPendingImports.filePartsId,
            query: rosterPendingImports.query,
            receivedAt: rosterPendingImports.receivedAt,
          })
          .from(rosterPendingImports)
          .where(eq(rosterPendingImports.id, id))
      : [];
  const zip = row ? await readStoredFile(db, row) : null;
  if (!row || !zip) throw new AppError('NOT_FOUND', text('roster.pendingNotFound'));
  return { zip, query: row.query, receivedAt: row.receivedAt };
}

/**
 * Drops a held import and every one kept before it, inside the transaction that applies it (or
 * alone, to discard it). Refused when another administrator confirmed or discarded it first.
 */
export async function dropPending(
  tx: Db,
  schoolId: string,
  id: string,
  receivedAt: Date,
): Promise<void> {
  const gone = await tx
    .delete(rosterPendingImports)
    .where(eq(rosterPendingImports.id, id))
    .returning({ id: rosterPendingImports.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', text('roster.pendingNotFound'));
  await tx
    .delete(rosterPendingImports)
    .where(and(atSchool(schoolId), lte(rosterPendingImports.receivedAt, receivedAt)));
}

/** Throws a held import away, and those kept before it; nothing of them is written. */
export async function discardPending(db: Db, actor: Actor, id: string) {
  const schoolId = schoolIdOf(actor);
  const { receivedAt } = await pendingImport(db, schoolId, id);
  await db.transaction(async (tx) => {
    await dropPending(tx, schoolId, id, receivedAt);
    await recordAudit(tx, actor, {
      action: 'student.import_discarded',
      entityType: 'student',
      after: { source: 'oneroster' },
    });
  });
  return { message: text('roster.discarded') };
}
