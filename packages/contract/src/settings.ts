import { z } from 'zod';

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
  saved: 'Settings saved successfully!',
} as const;

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SETTINGS_MESSAGES.timeInvalid);

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
});
export type SchoolSettings = z.infer<typeof SchoolSettingsSchema>;

/** What an admin sends: every rule checked, days and holidays de-duplicated and sorted. */
export const SchoolSettingsBodySchema = z
  .object({
    schoolName: z.string().trim().min(1, SETTINGS_MESSAGES.schoolNameRequired).max(120),
    address: z.string().trim().max(300).default(''),
    phone: z.string().trim().max(40).default(''),
    website: z.string().trim().max(200).default(''),
    timezone: z.string().refine(isValidTimeZone, SETTINGS_MESSAGES.timezoneInvalid),
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
