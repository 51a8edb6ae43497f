import { text } from '@rollcall/contract/i18n/text-key';
import {
  fillOutreachTemplate,
  outreachValues,
  SAMPLE_OUTREACH_FACTS,
} from '@rollcall/contract/interventions/outreach';
import type { Language } from '@rollcall/contract/languages';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../shared/actor.js';
import { AppError } from '../../shared/app-error.js';
import { schoolTimeOf } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolIdOf } from '../../shared/acting-school.js';
import { atEachOpenSchool } from '../../shared/active-schools.js';
import type { MessageQueue } from '../absentee/absentee-check.service.js';
import { recordMessages, type NewMessage } from '../absentee/delivery.service.js';
import { sendTestNotification } from '../absentee/test-notification.service.js';
import {
  languageOf,
  outreachTemplatesFor,
  schoolFigures,
  valuesFor,
  type GuardianFacts,
} from './guardian-facts.js';

/** The hour (school time) the monthly nudge goes out: after the school day. */
export const NUDGE_HOUR = 16;

/** Thrown to roll a dry run's transaction back with what it would have done. */
class DryRunRollback extends Error {
  constructor(readonly result: NudgeRun) {
    super('dry run');
  }
}

type NudgeRun = {
  students: number;
  messages: number;
  recipients: {
    _id: string;
    fullName: string;
    class: string;
    section: string;
    absentDays: number;
    channels: ('email' | 'sms')[];
  }[];
  toSend: number;
};

/** One student's nudge on each channel the school sends and the guardian can be reached on. */
function nudgeMessagesFor(
  student: GuardianFacts,
  typicalDays: number,
  settings: SchoolSettings,
  today: string,
  requestedBy: string | null,
): NewMessage[] {
  const language = languageOf(student, settings);
  const templates = outreachTemplatesFor(settings, language);
  const values = valuesFor(student, typicalDays, settings, language);
  const common = {
    schoolId: student.schoolId,
    kind: 'nudge' as const,
    studentId: student.id,
    schoolDate: today,
    requestedBy,
  };
  const { emailEnabled, smsEnabled } = settings.notifications;
  return [
    ...(emailEnabled && student.guardianEmail
      ? [
          {
            ...common,
            channel: 'email' as const,
            recipient: student.guardianEmail,
            subject: fillOutreachTemplate(templates.nudgeEmailSubject, values),
            body: fillOutreachTemplate(templates.nudgeEmailBody, values),
          },
        ]
      : []),
    ...(smsEnabled && student.guardianPhone
      ? [
          {
            ...common,
            channel: 'sms' as const,
            recipient: student.guardianPhone,
            subject: null,
            body: fillOutreachTemplate(templates.nudgeSms, values),
          },
        ]
      : []),
  ];
}

/**
 * The day's nudges, one to each guardian address on each channel (issue 39): a guardian of two
 * children gets one message naming both, each child's text in turn, rather than one per child.
 * The first child's row carries it; the others are named in `otherStudentIds`.
 */
function oneByAddress(
  students: GuardianFacts[],
  messagesOf: (student: GuardianFacts) => NewMessage[],
): { message: NewMessage; studentIds: string[] }[] {
  const byAddress = new Map<string, { message: NewMessage; studentIds: string[] }>();
  for (const student of students) {
    for (const message of messagesOf(student)) {
      const address = `${message.channel}:${message.recipient.trim().toLowerCase()}`;
      const same = byAddress.get(address);
      if (!same) {
        byAddress.set(address, {
          message: { ...message, otherStudentIds: [] },
          studentIds: [student.id],
        });
        continue;
      }
      same.studentIds.push(student.id);
      same.message = {
        ...same.message,
        // An e-mail's subject names each child too (the template's is about one).
        subject:
          same.message.subject && message.subject
            ? `${same.message.subject} · ${message.subject}`
            : same.message.subject,
        body: `${same.message.body}\n\n${message.body}`,
        otherStudentIds: same.studentIds.slice(1),
      };
    }
  }
  return [...byAddress.values()];
}

/**
 * A nudge to the guardians of every enrolled student absent at least one day this school year,
 * except those who asked for none. Each is one message a day per channel and guardian address (a
 * unique key), naming each of their children, so a second run the same day sends nothing twice. A dry run does the same in a
 * transaction it rolls back: what it answers is exactly what a send would do, and nothing changes.
 */
export async function sendNudges(
  db: Db,
  queue: MessageQueue,
  now: Date,
  schoolId: string,
  actor: Actor | null,
  input: { dryRun?: boolean | undefined } | null | undefined,
) {
  const settings = await getSchoolSettings(db, schoolId);
  const { emailEnabled, smsEnabled } = settings.notifications;
  if (!emailEnabled && !smsEnabled) {
    throw new AppError('VALIDATION_FAILED', text('outreach.channelsOff'));
  }
  const isDry = input?.dryRun === true;
  const figures = await schoolFigures(db, schoolId, settings, now);
  const due = figures.students.filter((student) => student.absentDays > 0 && !student.nudgeOptOut);
  let run: NudgeRun;
  try {
    run = await db.transaction(async (tx) => {
      const result: NudgeRun = { students: 0, messages: 0, recipients: [], toSend: 0 };
      const channelsOf = new Map<string, ('email' | 'sms')[]>();
      for (const { message, studentIds } of oneByAddress(due, (student) =>
        nudgeMessagesFor(student, figures.typicalDays, settings, figures.today, actor?.id ?? null),
      )) {
        const recorded = await recordMessages(tx, queue.channels, [message]);
        if (recorded.recorded === 0) continue;
        result.messages += 1;
        result.toSend += recorded.toSend;
        for (const id of studentIds)
          channelsOf.set(id, [...(channelsOf.get(id) ?? []), message.channel]);
      }
      for (const student of due) {
        const channels = channelsOf.get(student.id);
        if (!channels) continue;
        result.students += 1;
        result.recipients.push({
          _id: student.id,
          fullName: student.fullName,
          class: student.class,
          section: student.section,
          absentDays: student.absentDays,
          channels,
        });
      }
      if (isDry) throw new DryRunRollback(result);
      return result;
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
    run = error.result;
  }
  if (!isDry && run.toSend > 0) queue.wakeDelivery();
  return {
    students: run.students,
    messages: run.messages,
    dryRun: isDry,
    typicalDays: figures.typicalDays,
    recipients: run.recipients,
    message: isDry
      ? text('outreach.nudgesDryRun', { count: run.students })
      : text('outreach.nudgesSent', { count: run.students }),
  };
}

/**
 * A school's monthly nudge, when it has one, today is its day and its clock has reached
 * NUDGE_HOUR. The hourly tick (outreach.jobs.ts) runs it again later that day: the messages'
 * unique keys make those runs send nothing twice.
 */
async function runScheduledNudge(db: Db, queue: MessageQueue, now: Date, schoolId: string) {
  const settings = await getSchoolSettings(db, schoolId);
  const { outreach, notifications, timezone } = settings;
  if (outreach.nudgeSchedule !== 'monthly') return { status: 'off' as const };
  if (!notifications.emailEnabled && !notifications.smsEnabled) return { status: 'off' as const };
  const dayOfMonth = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: timezone, day: 'numeric' }).format(now),
  );
  if (dayOfMonth !== outreach.nudgeDay) return { status: 'not-today' as const };
  if (Number(schoolTimeOf(now, timezone).slice(0, 2)) < NUDGE_HOUR) {
    return { status: 'not-yet' as const };
  }
  return { status: 'sent' as const, ...(await sendNudges(db, queue, now, schoolId, null, {})) };
}

/** Every open school's monthly nudge, by its own clock (outreach.jobs.ts). */
export const runScheduledNudges = (db: Db, queue: MessageQueue, now: Date) =>
  atEachOpenSchool(db, (schoolId) => runScheduledNudge(db, queue, now, schoolId));

/** A sample nudge, filled as the preview fills it, sent at once in `input.language`. */
export async function sendTestNudge(
  db: Db,
  channels: MessageQueue['channels'],
  actor: Actor,
  input: { testEmail: string; testPhone?: string | undefined; language: Language },
) {
  const settings = await getSchoolSettings(db, schoolIdOf(actor));
  const templates = outreachTemplatesFor(settings, input.language);
  const values = outreachValues(
    { ...SAMPLE_OUTREACH_FACTS, schoolName: settings.schoolName },
    input.language,
  );
  return sendTestNotification(db, channels, actor, {
    ...input,
    texts: {
      subject: fillOutreachTemplate(templates.nudgeEmailSubject, values),
      email: fillOutreachTemplate(templates.nudgeEmailBody, values),
      sms: fillOutreachTemplate(templates.nudgeSms, values),
    },
  });
}
