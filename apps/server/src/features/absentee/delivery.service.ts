import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { secondsFromNow } from '../../shared/jobs/lease.js';
import type { Channels } from './channels.js';

export type NewMessage = Omit<
  typeof notifications.$inferInsert,
  | 'id'
  | 'status'
  | 'attempts'
  | 'nextAttemptAt'
  | 'claimedBy'
  | 'sendingStartedAt'
  | 'leaseExpiresAt'
>;

export type ClaimedMessage = typeof notifications.$inferSelect;

/**
 * Writes each message in the caller's transaction. The unique key refuses a second message to the
 * same guardian for the same student, day and channel, so re-running a check queues nothing
 * twice. A queued row is all a message needs to be sent: delivery workers drain the table, so a
 * process that dies right after the commit loses nothing. Returns how many were new and whether
 * any of them waits for a provider (the caller then wakes the workers).
 */
export async function recordMessages(tx: Db, channels: Channels, messages: NewMessage[]) {
  let recorded = 0;
  let toSend = 0;
  for (const message of messages) {
    const hasProvider = Boolean(channels[message.channel]);
    const [row] = await tx
      .insert(notifications)
      // Without a provider the message stays readable in the outbox: nothing to send.
      .values({ ...message, status: hasProvider ? 'queued' : 'outbox' })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!row) continue;
    recorded += 1;
    if (hasProvider) toSend += 1;
  }
  return { recorded, toSend };
}

/**
 * Claims up to `limit` messages that are due, in one statement: `SKIP LOCKED` lets several
 * workers (in one process or many) claim side by side without ever taking the same row. The
 * claim carries its owner and a lease that the owner keeps renewing while it sends.
 */
export async function claimMessages(
  db: Db,
  workerId: string,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMessage[]> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, 'queued'), sql`${notifications.nextAttemptAt} <= now()`))
    .orderBy(notifications.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({
      status: 'sending',
      attempts: sql`${notifications.attempts} + 1`,
      claimedBy: workerId,
      sendingStartedAt: sql`now()`,
      leaseExpiresAt: secondsFromNow(leaseSeconds),
    })
    .where(inArray(notifications.id, due))
    .returning();
}

/** The owner keeps its claims: while it lives, nobody else sends what it is sending. */
export async function renewLeases(db: Db, workerId: string, ids: string[], leaseSeconds: number) {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ leaseExpiresAt: secondsFromNow(leaseSeconds) })
    .where(and(inArray(notifications.id, ids), eq(notifications.claimedBy, workerId)));
}

/**
 * Claims whose lease ran out go back to the queue: their process died (or lost the database for
 * longer than any provider call lasts), so nothing of theirs is on the wire any more. With
 * `everyClaim` (at the start of the embedded database's only process) every claim is taken back.
 */
export async function releaseExpiredClaims(db: Db, options: { everyClaim?: boolean } = {}) {
  const released = await db
    .update(notifications)
    .set({ status: 'queued', claimedBy: null, leaseExpiresAt: null, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(notifications.status, 'sending'),
        options.everyClaim ? undefined : lt(notifications.leaseExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: notifications.id });
  return released.length;
}

type Outcome =
  | { kind: 'sent'; answer: string }
  | { kind: 'retry'; reason: string; delaySeconds: number }
  | { kind: 'failed'; reason: string }
  /** Given up by this process before the provider accepted it: back to the queue, not an attempt. */
  | { kind: 'interrupted' }
  /** Its provider is no longer configured: kept readable in the outbox. */
  | { kind: 'outbox' };

/** The row's new values for each way a send can end; each also releases the claim. */
function valuesFor(outcome: Outcome) {
  const released = { claimedBy: null, leaseExpiresAt: null };
  switch (outcome.kind) {
    case 'sent':
      return {
        ...released,
        status: 'sent' as const,
        providerResponse: outcome.answer.slice(0, 1000),
        sentAt: new Date(),
      };
    case 'retry':
      return {
        ...released,
        status: 'queued' as const,
        providerResponse: outcome.reason.slice(0, 1000),
        nextAttemptAt: secondsFromNow(outcome.delaySeconds),
      };
    case 'failed':
      return {
        ...released,
        status: 'failed' as const,
        providerResponse: outcome.reason.slice(0, 1000),
      };
    case 'outbox':
      return { ...released, status: 'outbox' as const };
    case 'interrupted':
      return {
        ...released,
        status: 'queued' as const,
        attempts: sql`${notifications.attempts} - 1`,
        nextAttemptAt: sql`now()`,
      };
  }
}

/**
 * Records how a send ended. Only the claim's owner may: a claim taken back from a process that
 * was presumed dead changes nothing when that process turns out to have finished after all.
 */
export async function recordOutcome(db: Db, workerId: string, id: string, outcome: Outcome) {
  await db
    .update(notifications)
    .set(valuesFor(outcome))
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.status, 'sending'),
        eq(notifications.claimedBy, workerId),
      ),
    );
}

/**
 * The last act of a stopping process: a claim of its own that no send holds (one whose claim
 * committed but whose answer was lost) goes back to the queue. `keep` are sends whose outcome
 * could not be recorded: they may have been accepted, so they are left to their lease.
 */
export async function releaseOwnClaims(db: Db, workerId: string, keep: string[]) {
  await db
    .update(notifications)
    .set({ status: 'queued', claimedBy: null, leaseExpiresAt: null, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(notifications.status, 'sending'),
        eq(notifications.claimedBy, workerId),
        keep.length > 0 ? notInArray(notifications.id, keep) : undefined,
      ),
    );
}
