import { and, eq, inArray } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { Language } from '@rollcall/contract/languages';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import { absenteeRuns } from '../../db/schema/notifications.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/actor.js';
import { findAbsentStudents } from '../attendance/attendance.service.js';
import { isSchoolDay, schoolDateOf, schoolTimeOf } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { atEachOpenSchool } from '../../shared/active-schools.js';
import { notArchived, studentsAt } from '../../figures/enrolled.js';
import type { Channels } from './channels.js';
import { recordMessages, type NewMessage } from './delivery.service.js';
import { absenceTexts, templatesFor } from './message-texts.js';

/** Where guardian messages go: the configured channels, and the delivery worker to wake. */
export type MessageQueue = {
  channels: Channels;
  /** Tells this process's delivery worker that messages were queued (others find them polling). */
  wakeDelivery: () => void;
};

type Recipient = {
  id: string;
  fullName: string;
  guardianName: string;
  guardianEmail?: string | undefined;
  guardianPhone: string;
  guardianLanguage?: Language | null | undefined;
};

/**
 * An e-mail where the guardian has an address and the school sends e-mail, an SMS where they have a
 * phone number and the school sends SMS (System Settings → Notifications).
 */
function messagesFor(
  student: Recipient,
  school: {
    id: string;
    settings: Pick<SchoolSettings, 'schoolName' | 'defaultLanguage' | 'notifications'>;
  },
  date: string,
  options: {
    kind: 'absentee' | 'custom';
    customMessage?: string | undefined;
    requestedBy?: string | undefined;
  },
): NewMessage[] {
  const { settings } = school;
  const { notifications } = settings;
  const language = student.guardianLanguage ?? settings.defaultLanguage;
  const texts = absenceTexts(
    templatesFor(settings, language),
    language,
    {
      studentName: student.fullName,
      guardianName: student.guardianName,
      schoolName: settings.schoolName,
      schoolDate: date,
    },
    options.customMessage,
  );
  const common = {
    schoolId: school.id,
    kind: options.kind,
    studentId: student.id,
    schoolDate: date,
    requestedBy: options.requestedBy ?? null,
  };
  const messages: NewMessage[] = [];
  if (notifications.emailEnabled && student.guardianEmail) {
    messages.push({
      ...common,
      channel: 'email',
      recipient: student.guardianEmail,
      subject: texts.subject,
      body: texts.email,
    });
  }
  if (notifications.smsEnabled && student.guardianPhone) {
    messages.push({
      ...common,
      channel: 'sms',
      recipient: student.guardianPhone,
      subject: null,
      body: texts.sms,
    });
  }
  return messages;
}

/** Staff asking to notify while the school sends neither e-mail nor SMS are told so, not "sent". */
function refuseWhenChannelsOff(notifications: SchoolSettings['notifications']) {
  if (!notifications.emailEnabled && !notifications.smsEnabled) {
    throw new AppError('VALIDATION_FAILED', text('absentee.channelsOff'));
  }
}

/**
 * A school's check today: every enrolled student without a check-in gets their guardian notified.
 * The scheduled run first claims (school, day, 'schedule'), so it happens once a school day even
 * with several server processes; a manual run may repeat, and the unique key keeps it from
 * notifying anyone twice.
 */
export async function runAbsenteeCheck(
  db: Db,
  queue: MessageQueue,
  now: Date,
  schoolId: string,
  trigger: 'schedule' | 'manual',
) {
  const settings = await getSchoolSettings(db, schoolId);
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
      .values({ schoolId, schoolDate: date, trigger })
      .onConflictDoUpdate({
        target: [absenteeRuns.schoolId, absenteeRuns.schoolDate, absenteeRuns.trigger],
        set: { createdAt: new Date() },
        setWhere: eq(absenteeRuns.trigger, 'manual'),
      })
      .returning({ schoolDate: absenteeRuns.schoolDate });
    if (!claimed) return { status: 'already-ran' as const, date, toSend: 0 };
    const absent = await findAbsentStudents(tx, schoolId, date);
    const messages = absent.flatMap((student) =>
      messagesFor({ ...student, id: student._id }, { id: schoolId, settings }, date, {
        kind: 'absentee',
      }),
    );
    const { recorded: queued, toSend } = await recordMessages(tx, queue.channels, messages);
    await tx
      .update(absenteeRuns)
      .set({ absentCount: absent.length })
      .where(
        and(
          eq(absenteeRuns.schoolId, schoolId),
          eq(absenteeRuns.schoolDate, date),
          eq(absenteeRuns.trigger, trigger),
        ),
      );
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
  schoolId: string,
  input: { date?: string | undefined } | null | undefined,
) {
  const { timezone, notifications } = await getSchoolSettings(db, schoolId);
  refuseWhenChannelsOff(notifications);
  const today = schoolDateOf(now, timezone);
  if (input?.date && input.date !== today) {
    throw new AppError('VALIDATION_FAILED', text('absentee.manualCheckTodayOnly'), {
      date: text('absentee.manualCheckTodayOnly'),
    });
  }
  const result = await runAbsenteeCheck(db, queue, now, schoolId, 'manual');
  if (result.status === 'not-a-school-day') {
    throw new AppError('VALIDATION_FAILED', text('absentee.notSchoolDay'));
  }
  // Only the scheduled run waits for the cutoff or claims its day once.
  if (result.status !== 'ran') throw new Error(`A manual check cannot end ${result.status}`);
  return {
    date: result.date,
    absentCount: result.absentCount,
    queued: result.queued,
    alreadyNotified: result.alreadyNotified,
    message: text('absentee.manualCheckDone'),
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
  const schoolId = schoolIdOf(actor);
  const settings = await getSchoolSettings(db, schoolId);
  refuseWhenChannelsOff(settings.notifications);
  const date = schoolDateOf(now, settings.timezone);
  const rows = await db
    .select()
    .from(students)
    .where(and(studentsAt(schoolId), inArray(students.id, input.studentIds), notArchived));
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
        { id: schoolId, settings },
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
    message: text('absentee.notificationsSent', { count: reached }),
  };
}

/** Every active school's scheduled check, each by its own clock and settings, one at a time. */
export const runScheduledChecks = (db: Db, queue: MessageQueue, now: Date) =>
  atEachOpenSchool(db, (schoolId) => runAbsenteeCheck(db, queue, now, schoolId, 'schedule'));
