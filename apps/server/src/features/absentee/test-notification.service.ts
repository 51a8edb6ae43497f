import { eq } from 'drizzle-orm';
import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/actor.js';
import { getSettings } from '../settings/settings.service.js';
import type { Channels } from './channels.js';
import { senderOf } from './sender.js';
import { TEST_SUBJECT, testBody } from './message-texts.js';
import { toNotification } from './absentee.service.js';

/**
 * Sends a test through the real providers at once (not through the queue), so that staff see
 * straight away whether messages get out. Without a provider the message lands in the outbox.
 */
export async function sendTestNotification(
  db: Db,
  channels: Channels,
  actor: Actor,
  input: { testEmail: string; testPhone?: string | undefined },
) {
  const settings = await getSettings(db);
  const targets = [
    { channel: 'email' as const, recipient: input.testEmail, subject: TEST_SUBJECT },
    ...(input.testPhone
      ? [{ channel: 'sms' as const, recipient: input.testPhone, subject: null }]
      : []),
  ];
  const results = [];
  const failures: string[] = [];
  for (const target of targets) {
    const provider = channels[target.channel];
    const body = testBody(settings.schoolName);
    const [row] = await db
      .insert(notifications)
      .values({
        kind: 'test',
        ...target,
        body,
        status: provider ? 'queued' : 'outbox',
        requestedBy: actor.id,
      })
      .returning();
    if (!row) throw new Error('Test message was not recorded');
    let final = row;
    if (provider) {
      try {
        const answer = await provider.send({
          to: target.recipient,
          subject: target.subject,
          body,
          ...(await senderOf(db, target.channel)),
        });
        [final = row] = await db
          .update(notifications)
          .set({
            status: 'sent',
            attempts: 1,
            providerResponse: answer.slice(0, 1000),
            sentAt: new Date(),
          })
          .where(eq(notifications.id, row.id))
          .returning();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        failures.push(`${target.channel === 'email' ? 'E-mail' : 'SMS'}: ${reason}`);
        [final = row] = await db
          .update(notifications)
          .set({ status: 'failed', attempts: 1, providerResponse: reason.slice(0, 1000) })
          .where(eq(notifications.id, row.id))
          .returning();
      }
    }
    results.push(toNotification(final, null));
  }
  if (failures.length > 0) {
    throw new AppError(
      'DELIVERY_FAILED',
      `${ABSENTEE_MESSAGES.testFailed}: ${failures.join('; ')}`,
    );
  }
  const isOutboxOnly = results.every((result) => result.status === 'outbox');
  return {
    message: isOutboxOnly
      ? `${ABSENTEE_MESSAGES.testSent} to the outbox (no e-mail or SMS provider is configured)`
      : ABSENTEE_MESSAGES.testSent,
    results,
  };
}
