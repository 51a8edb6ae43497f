import { and, eq, inArray } from 'drizzle-orm';
import { ABSENTEE_MESSAGES } from '@rollcall/contract/absentee';
import type { Db } from '../../db/client.js';
import { absenteeRuns } from '../../db/schema/notifications.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/actor.js';
import { findAbsentStudents } from '../attendance/attendance.service.js';
import { isSchoolDay, schoolDateOf, schoolTimeOf } from '../../shared/school-calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { notArchived } from '../students/students.service.js';
import type { Channels } from './channels.js';
import { recordMessages, type NewMessage } from './delivery.service.js';
import { absenceEmail, absenceSms, absenceSubject } from './message-texts.js';

/** Where guardian messages go: the configured channels, and the delivery worker to wake. */
export type MessageQueue = {
  channels: Channels;
  /** Tells this process's delivery worker that messages were queued (others find them polling). */
  wakeDelivery: () => void;
};

type Recipient = {
  id: string;
  fullName: string;
  class: string;
  section: string;
  guardianName: string;
  guardianEmail?: string | undefined;
  guardianPhone: string;
};

/** An e-mail where the guardian has an address, an SMS where they have a phone number. */
function messagesFor(
  student: Recipient,
  school: { schoolName: string; phone: string },
  date: string,
  options: {
    kind: 'absentee' | 'custom';
    customMessage?: string | undefined;
    requestedBy?: string | undefined;
  },
): NewMessage[] {
  const facts = {
    studentName: student.fullName,
    className: `${student.class}-${student.section}`,
    guardianName: student.guardianName,
    schoolName: school.schoolName,
    schoolPhone: school.phone,
    date,
  };
  const common = {
    kind: options.kind,
    studentId: student.id,
    schoolDate: date,
    requestedBy: options.requestedBy ?? null,
  };
  const messages: NewMessage[] = [];
  if (student.guardianEmail) {
    messages.push({
      ...common,
      channel: 'email',
      recipient: student.guardianEmail,
      subject: absenceSubject(facts),
      body: absenceEmail(facts, options.customMessage),
    });
  }
  if (student.guardianPhone) {
    messages.push({
      ...common,
      channel: 'sms',
      recipient: student.guardianPhone,
      subject: null,
      body: absenceSms(facts, options.customMessage),
    });
  }
  return messages;
}

/**
 * Today's check: every active student without a check-in gets their guardian notified. The
 * scheduled run first claims (day, 'schedule'), so it happens once a school day even with several
 * server processes; a manual run may repeat, and the unique key keeps it from notifying anyone
 * twice.
 */
export async function runAbsenteeCheck(
  db: Db,
  queue: MessageQueue,
  now: Date,
  trigger: 'schedule' | 'manual',
) {
  const settings = await getSettings(db);
  const date = schoolDateOf(now, settings.timezone);
  if (!isSchoolDay(date, settings)) return { status: 'not-a-school-day' as const, date };
  if (
    trigger === 'schedule' &&
    schoolTimeOf(now, settings.timezone) < settings.absenteeCutoffTime
  ) {
    return { status: 'before-cutoff' as const, date };
  }
  const result = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(absenteeRuns)
      .values({ schoolDate: date, trigger })
      .onConflictDoUpdate({
        target: [absenteeRuns.schoolDate, absenteeRuns.trigger],
        set: { createdAt: new Date() },
        setWhere: eq(absenteeRuns.trigger, 'manual'),
      })
      .returning({ schoolDate: absenteeRuns.schoolDate });
    if (!claimed) return { status: 'already-ran' as const, date, toSend: 0 };
    const absent = await findAbsentStudents(tx, date);
    const messages = absent.flatMap((student) =>
      messagesFor(
        { ...student, id: student._id },
        { schoolName: settings.schoolName, phone: settings.phone },
        date,
        { kind: 'absentee' },
      ),
    );
    const { recorded: queued, toSend } = await recordMessages(tx, queue.channels, messages);
    await tx
      .update(absenteeRuns)
      .set({ absentCount: absent.length })
      .where(and(eq(absenteeRuns.schoolDate, date), eq(absenteeRuns.trigger, trigger)));
    return {
      status: 'ran' as const,
      date,
      absentCount: absent.length,
      queued,
      alreadyNotified: messages.length - queued,
      toSend,
    };
  });
  if (result.toSend > 0) queue.wakeDelivery();
  const { toSend: _handedOver, ...summary } = result;
  return summary;
}

/**
 * An admin's check, now: only for today (the spec: "Manual check is allowed only for today's
 * date") and only on a school day, when someone is expected.
 */
export async function runManualAbsenteeCheck(
  db: Db,
  queue: MessageQueue,
  now: Date,
  input: { date?: string | undefined } | null | undefined,
) {
  const { timezone } = await getSettings(db);
  const today = schoolDateOf(now, timezone);
  if (input?.date && input.date !== today) {
    throw new AppError('VALIDATION_FAILED', ABSENTEE_MESSAGES.manualCheckTodayOnly, {
      date: ABSENTEE_MESSAGES.manualCheckTodayOnly,
    });
  }
  const result = await runAbsenteeCheck(db, queue, now, 'manual');
  if (result.status === 'not-a-school-day') {
    throw new AppError('VALIDATION_FAILED', ABSENTEE_MESSAGES.notSchoolDay);
  }
  // Only the scheduled run waits for the cutoff or claims its day once.
  if (result.status !== 'ran') throw new Error(`A manual check cannot end ${result.status}`);
  return {
    date: result.date,
    absentCount: result.absentCount,
    queued: result.queued,
    alreadyNotified: result.alreadyNotified,
    message: ABSENTEE_MESSAGES.manualCheckDone,
  };
}

/** Staff notify chosen students' guardians now, with the default text or their own. */
export async function sendNotifications(
  db: Db,
  queue: MessageQueue,
  now: Date,
  actor: Actor,
  input: { studentIds: string[]; customMessage?: string | undefined },
) {
  const settings = await getSettings(db);
  const date = schoolDateOf(now, settings.timezone);
  const rows = await db
    .select()
    .from(students)
    .where(and(inArray(students.id, input.studentIds), notArchived));
  if (rows.length === 0) throw new AppError('STUDENT_NOT_FOUND');
  const kind = input.customMessage ? ('custom' as const) : ('absentee' as const);
  let withoutContact = 0;
  let alreadyNotified = 0;
  let queued = 0;
  let reached = 0;
  let toSend = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const messages = messagesFor(
        {
          ...row,
          fullName: `${row.firstName} ${row.lastName}`,
          guardianEmail: row.guardianEmail ?? undefined,
        },
        { schoolName: settings.schoolName, phone: settings.phone },
        date,
        { kind, customMessage: input.customMessage, requestedBy: actor.id },
      );
      if (messages.length === 0) withoutContact += 1;
      const recorded = await recordMessages(tx, queue.channels, messages);
      const fresh = recorded.recorded;
      toSend += recorded.toSend;
      queued += fresh;
      alreadyNotified += messages.length - fresh;
      if (fresh > 0) reached += 1;
    }
  });
  if (toSend > 0) queue.wakeDelivery();
  return {
    students: reached,
    queued,
    alreadyNotified,
    withoutContact,
    message: ABSENTEE_MESSAGES.notificationsSent(reached),
  };
}
