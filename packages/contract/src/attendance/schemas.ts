import { z } from 'zod';
import { textKey } from '../i18n/text-key.js';
import {
  DateOrTimestampSchema,
  IdSchema,
  optionalTrimmed,
  pageQuery,
  paginationSchema,
  textSchema,
} from '../common.js';
import { CLASS_OPTIONS, SECTIONS } from '../students.js';
import { LANGUAGES } from '../languages.js';

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent'] as const;
export const TIME_WINDOWS = ['on_time', 'late', 'very_late'] as const;
export const ATTENDANCE_METHODS = ['scan', 'manual'] as const;
export const ATTENDANCE_PAGE_SIZE = 20;
export const ATTENDANCE_MAX_LIMIT = 1000;
/**
 * Until the settings hold an academic year, a school year starts on 1 August: a manual entry may
 * go back to the most recent 1 August on or before today (school time), no further.
 */
export const SCHOOL_YEAR_START = { month: 8, day: 1 } as const;

const DateSchema = z.iso.date({ error: textKey('common.dateFormat') });

export const ScanBodySchema = z.object({
  qrCode: textSchema({ error: textKey('attendance.qrRequired') })
    .trim()
    .min(1, textKey('attendance.qrRequired'))
    .max(4000, textKey('common.codeTooLong')),
  location: optionalTrimmed(textSchema().max(100).optional()),
  notes: optionalTrimmed(textSchema().max(500).optional()),
});
export type ScanBody = z.infer<typeof ScanBodySchema>;

export const ManualAttendanceBodySchema = z.object({
  /** The student's record id (_id). */
  studentId: IdSchema,
  status: z.enum(ATTENDANCE_STATUSES).default('present'),
  /** Defaults to today in the school's time zone. */
  date: DateSchema.optional(),
  minutesLate: z.number().int().min(0).max(600).optional(),
  location: optionalTrimmed(textSchema().max(100).optional()),
  notes: optionalTrimmed(textSchema().max(500).optional()),
});
export type ManualAttendanceBody = z.infer<typeof ManualAttendanceBodySchema>;

export const UpdateAttendanceBodySchema = z
  .object({
    status: z.enum(ATTENDANCE_STATUSES).optional(),
    timeWindow: z.enum(TIME_WINDOWS).nullable().optional(),
    minutesLate: z.number().int().min(0).max(600).optional(),
    location: optionalTrimmed(textSchema().max(100).optional()),
    notes: optionalTrimmed(textSchema().max(500).optional()),
    reason: optionalTrimmed(textSchema().max(500).optional()),
  })
  .strict();
export type UpdateAttendanceBody = z.infer<typeof UpdateAttendanceBodySchema>;

export const DeleteAttendanceBodySchema = z.object({
  reason: textSchema({ error: textKey('attendance.reasonRequired') })
    .trim()
    .min(1, textKey('attendance.reasonRequired'))
    .max(500),
});

export const AttendanceStudentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentId: z.string(),
  class: z.string(),
  section: z.string(),
});

export const AttendanceRecordSchema = z.object({
  _id: z.string(),
  student: AttendanceStudentSchema.describe('The student, embedded (spec §3).'),
  studentId: AttendanceStudentSchema.describe(
    "The same student as `student`: the populated form of spec §3's studentId, for clients that read it there.",
  ),
  schoolDate: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
  timeWindow: z.enum(TIME_WINDOWS).nullable(),
  minutesLate: z.number(),
  scanTime: z.string(),
  /**
   * When the record reached the server: later than scanTime for a gate's scan kept offline and
   * synced afterwards (the device's own time is the scan's time), so a backdated one shows.
   */
  receivedAt: z.string(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  method: z.enum(ATTENDANCE_METHODS),
  recordedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** When the student left that day (a gate in check-out mode, issue 14); early = before dismissal. */
  checkOut: z.object({ time: z.string(), isEarly: z.boolean() }).nullable(),
});
export type AttendanceRecord = z.infer<typeof AttendanceRecordSchema>;

/** A scan that reached the server this much after it was made is marked as synced later. */
export const LATE_SYNC_MINUTES = 10;

export const arrivedLate = (record: Pick<AttendanceRecord, 'scanTime' | 'receivedAt'>) =>
  Date.parse(record.receivedAt) - Date.parse(record.scanTime) > LATE_SYNC_MINUTES * 60_000;

const filters = {
  startDate: DateOrTimestampSchema.optional(),
  endDate: DateOrTimestampSchema.optional(),
  class: z.enum(CLASS_OPTIONS).optional(),
  section: z.enum(SECTIONS).optional(),
};

export const ListAttendanceQuerySchema = z.object({
  ...pageQuery(ATTENDANCE_PAGE_SIZE, ATTENDANCE_MAX_LIMIT),
  ...filters,
  studentId: IdSchema.optional(),
  status: z.enum(ATTENDANCE_STATUSES).optional(),
});
export type ListAttendanceQuery = z.infer<typeof ListAttendanceQuerySchema>;

export const AttendancePaginationSchema = paginationSchema('totalRecords');

export const AttendanceListSchema = z.object({
  attendance: z.array(AttendanceRecordSchema),
  pagination: AttendancePaginationSchema,
});

export const ClassFilterQuerySchema = z.object({
  class: z.enum(CLASS_OPTIONS).optional(),
  section: z.enum(SECTIONS).optional(),
});

export const TODAY_LIST_DEFAULT_LIMIT = 100;

export const TodayQuerySchema = ClassFilterQuerySchema.extend({
  /** The newest records to list; the summary always counts the whole day. */
  limit: z.coerce.number().int().min(1).max(ATTENDANCE_MAX_LIMIT).default(TODAY_LIST_DEFAULT_LIMIT),
});

export const TodaySummarySchema = z.object({
  /** Check-ins today. */
  total: z.number(),
  /** Of those, status present. */
  present: z.number(),
  /** Of those, status late. */
  late: z.number(),
  /** Of those, in the on_time window. */
  onTime: z.number(),
});
export type TodaySummary = z.infer<typeof TodaySummarySchema>;

export const TodayAttendanceSchema = z.object({
  /** The newest records of the day, at most `limit`. */
  attendance: z.array(AttendanceRecordSchema),
  summary: TodaySummarySchema,
  date: z.string(),
  /** Whether today is a school day (weekends and holidays are not). */
  isSchoolDay: z.boolean(),
});

export const StatsQuerySchema = z.object(filters);

export const AttendanceStatsSchema = z.object({
  /** School days in the range (weekends and holidays excluded). */
  totalDays: z.number(),
  /** Check-ins in the range (present or late). */
  totalAttendance: z.number(),
  presentCount: z.number(),
  lateCount: z.number(),
  /** Share of check-ins that were on time, in percent. */
  attendanceRate: z.number(),
  /** The reports' attendance rate: attended ÷ enrolled school days up to today, in percent. */
  overallAttendanceRate: z.number(),
});
export type AttendanceStats = z.infer<typeof AttendanceStatsSchema>;

export const StudentAttendanceQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ATTENDANCE_MAX_LIMIT).default(30),
  startDate: DateOrTimestampSchema.optional(),
  endDate: DateOrTimestampSchema.optional(),
});

export const StudentAttendanceSchema = z.object({
  student: AttendanceStudentSchema,
  attendanceStats: z.object({
    totalDays: z.number(),
    present: z.number(),
    late: z.number(),
    absent: z.number(),
    attendanceRate: z.number(),
  }),
  attendance: z.array(AttendanceRecordSchema),
});

export const AbsentStudentSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  fullName: z.string(),
  class: z.string(),
  section: z.string(),
  guardianName: z.string(),
  guardianEmail: z.string().optional(),
  guardianPhone: z.string(),
  /** The language their guardian reads; left out: the school's default (issue 13). */
  guardianLanguage: z.enum(LANGUAGES).optional(),
  /** Checked out at a gate that day without a check-in (issue 14): staff should look into it. */
  checkedOutAt: z.string().optional(),
});
export type AbsentStudent = z.infer<typeof AbsentStudentSchema>;

export const AbsentStudentsSchema = z.object({
  absentStudents: z.array(AbsentStudentSchema),
  count: z.number(),
  date: z.string(),
});

export const EXPORT_FORMATS = ['csv', 'excel'] as const;
export const ExportQuerySchema = z.object({
  ...filters,
  studentId: IdSchema.optional(),
  status: z.enum(ATTENDANCE_STATUSES).optional(),
  format: z.enum(EXPORT_FORMATS).default('csv'),
});

export const ScanResponseSchema = z.object({
  attendance: AttendanceRecordSchema,
  student: AttendanceStudentSchema,
  message: z.string(),
});
export type ScanResponse = z.infer<typeof ScanResponseSchema>;
export const AttendanceWithMessageSchema = z.object({
  attendance: AttendanceRecordSchema,
  message: z.string(),
});
