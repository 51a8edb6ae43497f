import { eq } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Language } from '@rollcall/contract/languages';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/actor.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import type { Channels } from './channels.js';
import { senderOf } from './sender.js';
import { testTexts } from './message-texts.js';
import { toNotification } from './absentee.service.js';

/**
 * Sends a test through the real providers at once (not through the queue), so that staff see
 * straight away whether messages get out. Without a provider the message lands in the outbox. It
 * is written in `input.language`: the templates' language the admin is looking at. Another
 * feature's test (a sample nudge) brings its own `texts`.
 */
export async function sendTestNotification(
  db: Db,
  channels: Channels,
  actor: Actor,
  input: {
    testEmail: string;
    testPhone?: string | undefined;
    language: Language;
    texts?: { subject: string; email: string; sms: string } | undefined;
  },
) {
  const schoolId = schoolIdOf(actor);
  const settings = await getSchoolSettings(db, schoolId);
  const plain = testTexts(settings.schoolName, input.language);
  const texts = input.texts ?? { subject: plain.subject, email: plain.body, sms: plain.body };
  const targets = [
    { channel: 'email' as const, recipient: input.testEmail, subject: texts.subject },
    ...(input.testPhone
      ? [{ channel: 'sms' as const, recipient: input.testPhone, subject: null }]
      : []),
  ];
  const results = [];
  const failures: { email?: string; sms?: string } = {};
  for (const target of targets) {
    const provider = channels[target.channel];
    const body = target.channel === 'email' ? texts.email : texts.sms;
    const [row] = await db
      .insert(notifications)
      .values({
        schoolId,
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
          ...(await senderOf(db, target.channel, schoolId)),
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
        failures[target.channel] = reason;
        [final = row] = await db
          .update(notifications)
          .set({ status: 'failed', attempts: 1, providerResponse: reason.slice(0, 1000) })
          .where(eq(notifications.id, row.id))
          .returning();
      }
    }
    results.push(toNotification(final, null));
  }
  const { email, sms } = failures;
  if (email !== undefined || sms !== undefined) {
    throw new AppError(
      'DELIVERY_FAILED',
      email !== undefined && sms !== undefined
        ? text('absentee.testBothFailed', { emailReason: email, smsReason: sms })
        : email !== undefined
          ? text('absentee.testEmailFailed', { reason: email })
          : text('absentee.testSmsFailed', { reason: sms ?? '' }),
    );
  }
  const isOutboxOnly = results.every((result) => result.status === 'outbox');
  return {
    message: isOutboxOnly ? text('absentee.testSentToOutbox') : text('absentee.testSent'),
    results,
  };
}
