import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import {
  DateOrTimestampSchema,
  EMAIL_PATTERN,
  IdSchema,
  optionalTrimmed,
  paginationSchema,
  textSchema,
} from './common.js';
import { AbsentStudentSchema } from './attendance.js';
import { defineEndpoint } from './endpoint.js';
import { messageTemplate } from './i18n/message-template.js';
import { LANGUAGES } from './languages.js';

export const ABSENTEE_STATS_DAYS = 7;
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export const NOTIFICATION_STATUSES = ['queued', 'sending', 'sent', 'failed', 'outbox'] as const;
export const NOTIFICATION_KINDS = ['absentee', 'custom', 'test', 'nudge'] as const;
export const CUSTOM_MESSAGE_MAX = 1000;

export const ABSENTEE_MESSAGES = {
  heading: 'Absentee Management',
  intro: 'Automated guardian notifications for absent students',
  noAbsentees: 'Great news! No students are absent for this date.',
  customMessageHelp:
    'If provided, this custom message will be sent instead of the default absentee notification.',
  selectStudents: 'Please select students to notify',
  testEmailRequired: 'Test email is required',
  testPhoneInvalid: 'Enter the phone number with its country code, e.g. +15550102000',
  manualCheckTodayOnly: 'The manual check can only run for today.',
  manualCheckDone: 'Manual absentee check completed successfully',
  notificationsSent: messageTemplate('Notifications sent to {{count}} students', 'count'),
  testSent: 'Test notifications sent successfully',
  testFailed: 'Failed to send test notifications',
  testSentToOutbox:
    'Test notifications sent successfully to the outbox (no e-mail or SMS provider is configured)',
  // A failed test with each channel's provider answer (as the provider wrote it), one text each.
  testEmailFailed: messageTemplate(
    'Failed to send test notifications: E-mail: {{reason}}',
    'reason',
  ),
  testSmsFailed: messageTemplate('Failed to send test notifications: SMS: {{reason}}', 'reason'),
  testBothFailed: messageTemplate(
    'Failed to send test notifications: E-mail: {{emailReason}}; SMS: {{smsReason}}',
    'emailReason',
    'smsReason',
  ),
  /** The test message itself, in the language chosen for it. */
  testSubject: 'Rollcall test message',
  testBody: messageTemplate(
    "This is a test message from {{schoolName}}'s Rollcall attendance system. If you received it, guardian notifications reach you.",
    'schoolName',
  ),
  loadFailed: 'Failed to load absent students',
  sendFailed: 'Failed to send notifications',
  manualCheckFailed: 'Failed to run manual check',
  notSchoolDay: 'Today is not a school day: nobody is expected, so nobody is notified.',
  channelsOff:
    'E-mail and SMS are both turned off in System Settings → Notifications: no message would go out.',
  messagingOff: 'Guardian messaging is not running on this server.',
  /** The schedule card's sentence; `days` are the school days' names in the same language. */
  schedule: messageTemplate(
    'Every school day ({{days}}, holidays excepted) at {{time}}, the guardians of students who have not checked in are notified by e-mail and SMS.',
    'days',
    'time',
  ),
  mondayToFriday: 'Monday to Friday',
} as const;

export const AbsentByDateQuerySchema = z.object({
  date: z.iso.date({ error: textKey('common.dateFormat') }).optional(),
});

export const AbsentByDateSchema = z.object({
  students: z.array(AbsentStudentSchema),
  date: z.string(),
  isSchoolDay: z.boolean(),
});

export const ScheduleInfoSchema = z.object({
  cutoffTime: z.string(),
  description: z.string(),
  timezone: z.string(),
  isActive: z.boolean(),
  lastRun: z.object({ date: z.string(), absentCount: z.number(), trigger: z.string() }).nullable(),
});

export const AbsenteeStatisticsQuerySchema = z.object({
  startDate: DateOrTimestampSchema.optional(),
  endDate: DateOrTimestampSchema.optional(),
});

export const AbsenteeStatisticsSchema = z.object({
  totalStudents: z.number(),
  /** The school days up to today on which a student was enrolled; the reports' rate of each. */
  statistics: z.array(
    z.object({
      date: z.string(),
      present: z.number(),
      absent: z.number(),
      attendanceRate: z.number(),
    }),
  ),
});

export const ManualCheckResultSchema = z.object({
  date: z.string(),
  absentCount: z.number(),
  queued: z.number(),
  alreadyNotified: z.number(),
  message: z.string(),
});

export const SendNotificationBodySchema = z.object({
  studentIds: z.array(IdSchema).min(1, textKey('absentee.selectStudents')).max(5000),
  customMessage: optionalTrimmed(textSchema().max(CUSTOM_MESSAGE_MAX).optional()),
});

export const SendNotificationResultSchema = z.object({
  students: z.number(),
  queued: z.number(),
  alreadyNotified: z.number(),
  withoutContact: z.number(),
  message: z.string(),
});

export const TestNotificationBodySchema = z.object({
  testEmail: textSchema({ error: textKey('absentee.testEmailRequired') })
    .trim()
    .min(1, textKey('absentee.testEmailRequired'))
    .max(254)
    .regex(EMAIL_PATTERN, textKey('common.emailInvalid')),
  testPhone: optionalTrimmed(
    textSchema()
      .regex(/^\+[1-9]\d{6,14}$/, textKey('absentee.testPhoneInvalid'))
      .optional(),
  ),
  /** The language the test is written in (the templates' language on screen); left out: the request's. */
  language: z.enum(LANGUAGES, { error: textKey('common.languageInvalid') }).optional(),
});

export const NotificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number(),
  providerResponse: z.string().nullable(),
  schoolDate: z.string().nullable(),
  student: z.object({ _id: z.string(), fullName: z.string(), studentId: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const TestNotificationResultSchema = z.object({
  message: z.string(),
  results: z.array(NotificationSchema),
});

export const ListNotificationsQuerySchema = z.object({
  date: z.iso.date().optional(),
  studentId: IdSchema.optional(),
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  pagination: paginationSchema('totalRecords'),
});

/** Today only: the check is the same one the cutoff runs, on demand. */
export const ManualCheckBodySchema = z
  .object({ date: z.iso.date({ error: textKey('common.dateFormat') }).optional() })
  .nullish();

/** Teachers may read; only admins check and send. */
export const absenteeApi = {
  absentStudents: defineEndpoint({
    method: 'GET',
    path: '/absentee/absent-students',
    query: AbsentByDateQuerySchema,
    response: AbsentByDateSchema,
  }),
  scheduleInfo: defineEndpoint({
    method: 'GET',
    path: '/absentee/schedule-info',
    response: ScheduleInfoSchema,
  }),
  statistics: defineEndpoint({
    method: 'GET',
    path: '/absentee/statistics',
    query: AbsenteeStatisticsQuerySchema,
    response: AbsenteeStatisticsSchema,
  }),
  notifications: defineEndpoint({
    method: 'GET',
    path: '/absentee/notifications',
    query: ListNotificationsQuerySchema,
    response: NotificationListSchema,
  }),
  manualCheck: defineEndpoint({
    method: 'POST',
    path: '/absentee/manual-check',
    body: ManualCheckBodySchema,
    response: ManualCheckResultSchema,
    hasTopLevelMessage: true,
  }),
  sendNotification: defineEndpoint({
    method: 'POST',
    path: '/absentee/send-notification',
    body: SendNotificationBodySchema,
    response: SendNotificationResultSchema,
    hasTopLevelMessage: true,
  }),
  testNotification: defineEndpoint({
    method: 'POST',
    path: '/absentee/test-notification',
    body: TestNotificationBodySchema,
    response: TestNotificationResultSchema,
    hasTopLevelMessage: true,
  }),
};
