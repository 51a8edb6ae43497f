import { and, eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import type { Channels } from './channels.js';

export const DELIVERY_QUEUE = 'guardian-message';
/** Longer than any provider call (15 s timeout) plus the queue's own expiry. */
const SENDING_TIMEOUT_SECONDS = 300;

export type NewMessage = Omit<typeof notifications.$inferInsert, 'id' | 'status' | 'attempts'>;

/**
 * Writes each message in the caller's transaction. The unique key refuses a second message to the
 * same guardian for the same student, day and channel, so re-running a check queues nothing
 * twice. Returns the ids of the new messages that a provider should send; the caller hands them to
 * the queue once the transaction has committed (see `enqueueDeliveries`).
 */
export async function recordMessages(tx: Db, channels: Channels, messages: NewMessage[]) {
  const toSend: string[] = [];
  let recorded = 0;
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
    if (hasProvider) toSend.push(row.id);
  }
  return { recorded, toSend };
}

/**
 * Hands messages to the delivery queue, one job per message (the message id is the singleton key,
 * so handing one over twice makes one job). Jobs are created after the messages commit: on the
 * embedded database a transaction holds the one session, and the queue's own queries must not wait
 * behind it.
 */
export async function enqueueDeliveries(boss: PgBoss, ids: string[]) {
  for (const id of ids) {
    await boss.send(DELIVERY_QUEUE, { id }, { singletonKey: id });
  }
}

/**
 * The relay: messages still queued a while after they were written (their process died between
 * the commit and the hand-over) are handed over again. Sending checks the status, so a message
 * is never sent twice however often it is handed over.
 */
export async function enqueueStranded(db: Db, boss: PgBoss, olderThanSeconds: number) {
  // A message left "sending" by a process that died mid-send is tried again: the provider may
  // or may not have taken it, and a second message beats a guardian never told.
  await db
    .update(notifications)
    .set({ status: 'queued' })
    .where(
      and(
        eq(notifications.status, 'sending'),
        sql`${notifications.createdAt} < now() - make_interval(secs => ${SENDING_TIMEOUT_SECONDS})`,
      ),
    );
  const stranded = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.status, 'queued'),
        sql`${notifications.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    );
  await enqueueDeliveries(
    boss,
    stranded.map((row) => row.id),
  );
  return stranded.length;
}

/**
 * Sends one queued message. Claiming it (queued → sending) is one conditional UPDATE, so of two
 * workers holding the same message only one sends it. A refusal is recorded and rethrown for the
 * queue to retry (the message goes back to queued); on the last attempt it is marked failed.
 */
export async function deliverMessage(
  db: Db,
  channels: Channels,
  id: string,
  isLastAttempt: boolean,
) {
  const [message] = await db
    .update(notifications)
    .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1` })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'queued')))
    .returning();
  if (!message) return;
  const channel = channels[message.channel];
  if (!channel) {
    await db.update(notifications).set({ status: 'outbox' }).where(eq(notifications.id, id));
    return;
  }
  try {
    const answer = await channel.send({
      to: message.recipient,
      subject: message.subject,
      body: message.body,
    });
    await db
      .update(notifications)
      .set({ status: 'sent', providerResponse: answer.slice(0, 1000), sentAt: new Date() })
      .where(eq(notifications.id, id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(notifications)
      .set({ providerResponse: reason.slice(0, 1000), status: isLastAttempt ? 'failed' : 'queued' })
      .where(eq(notifications.id, id));
    throw error;
  }
}
