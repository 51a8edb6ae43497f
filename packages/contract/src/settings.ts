import { z } from 'zod';
import { textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

export const DEFAULT_TIMEZONE = 'America/New_York';
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const SETTINGS_MESSAGES = {
  timeInvalid: 'Enter a time as HH:MM (24-hour clock)',
  timezoneInvalid: 'Choose a valid time zone',
  veryLateAfterGrace: 'The very-late threshold must be later than the grace period',
  cutoffAfterStart: 'The absentee cutoff must be after the school start time',
  schoolDaysRequired: 'Choose at least one school day',
  schoolNameRequired: 'School name is required',
  chronicThresholdRange: 'Enter a percentage from 1 to 100',
  chronicMinDaysRange: 'Enter a number of school days from 1 to 200',
  saved: 'Settings saved successfully!',
} as const;

const TimeSchema = textSchema().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SETTINGS_MESSAGES.timeInvalid);

export const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The settings as stored and returned (response schemas may not transform). */
export const SchoolSettingsSchema = z.object({
  schoolName: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  timezone: z.string(),
  startTime: z.string(),
  gracePeriodMinutes: z.number(),
  veryLateAfterMinutes: z.number(),
  absenteeCutoffTime: z.string(),
  schoolDays: z.array(z.number()),
  holidays: z.array(z.string()),
  /** Chronic absence: absent on at least this percent of enrolled days (default 10). */
  chronicAbsenceThreshold: z.number(),
  /** … counting only students enrolled at least this many school days in the range (default 10). */
  chronicAbsenceMinDays: z.number(),
});
export type SchoolSettings = z.infer<typeof SchoolSettingsSchema>;

/** What an admin sends: every rule checked, days and holidays de-duplicated and sorted. */
export const SchoolSettingsBodySchema = z
  .object({
    schoolName: textSchema().trim().min(1, SETTINGS_MESSAGES.schoolNameRequired).max(120),
    address: textSchema().trim().max(300).default(''),
    phone: textSchema().trim().max(40).default(''),
    website: textSchema().trim().max(200).default(''),
    timezone: textSchema().refine(isValidTimeZone, SETTINGS_MESSAGES.timezoneInvalid),
    startTime: TimeSchema,
    gracePeriodMinutes: z.number().int().min(0).max(120),
    veryLateAfterMinutes: z.number().int().min(1).max(240),
    absenteeCutoffTime: TimeSchema,
    schoolDays: z
      .array(z.union(ISO_WEEKDAYS.map((day) => z.literal(day))))
      .min(1, SETTINGS_MESSAGES.schoolDaysRequired)
      .transform((days) => [...new Set(days)].sort()),
    holidays: z
      .array(z.iso.date())
      .max(366)
      .transform((days) => [...new Set(days)].sort()),
    /** Optional so that a form that does not show them leaves them as they are. */
    chronicAbsenceThreshold: z
      .number()
      .int(SETTINGS_MESSAGES.chronicThresholdRange)
      .min(1, SETTINGS_MESSAGES.chronicThresholdRange)
      .max(100, SETTINGS_MESSAGES.chronicThresholdRange)
      .optional(),
    chronicAbsenceMinDays: z
      .number()
      .int(SETTINGS_MESSAGES.chronicMinDaysRange)
      .min(1, SETTINGS_MESSAGES.chronicMinDaysRange)
      .max(200, SETTINGS_MESSAGES.chronicMinDaysRange)
      .optional(),
  })
  .refine((s) => s.veryLateAfterMinutes > s.gracePeriodMinutes, {
    message: SETTINGS_MESSAGES.veryLateAfterGrace,
    path: ['veryLateAfterMinutes'],
  })
  .refine((s) => minutesOf(s.absenteeCutoffTime) > minutesOf(s.startTime), {
    message: SETTINGS_MESSAGES.cutoffAfterStart,
    path: ['absenteeCutoffTime'],
  });
export type SchoolSettingsBody = z.infer<typeof SchoolSettingsBodySchema>;

export const SchoolInfoSchema = z.object({
  schoolName: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  timezone: z.string(),
});
export type SchoolInfo = z.infer<typeof SchoolInfoSchema>;

export const SettingsResponseSchema = z.object({ settings: SchoolSettingsSchema });
export const SettingsWithMessageSchema = SettingsResponseSchema.extend({ message: z.string() });

export const settingsApi = {
  get: defineEndpoint({ method: 'GET', path: '/settings', response: SettingsResponseSchema }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/settings',
    body: SchoolSettingsBodySchema,
    response: SettingsWithMessageSchema,
  }),
  /** What every signed-in screen may show: the school's name and contacts (ID cards, headers). */
  school: defineEndpoint({ method: 'GET', path: '/settings/school', response: SchoolInfoSchema }),
};
