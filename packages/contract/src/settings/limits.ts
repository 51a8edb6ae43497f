/** The bounds and defaults of every number an admin sets; the forms' inputs use the same. */
import { REFRESH_TOKEN_TTL_DAYS } from '../auth.js';

/** The range and default of each number an admin sets (the form's inputs use the same bounds). */
export const SETTINGS_LIMITS = {
  sessionLengthDays: { min: 1, max: 90, default: REFRESH_TOKEN_TTL_DAYS },
  /** Days a sign-in may last at most, used or not: then the password is asked again. */
  maxSessionDays: { min: 1, max: 365, default: 30 },
  /** Days a gate device may go without contact before its credential is refused. */
  gateIdleDays: { min: 1, max: 365, default: 30 },
  /** The spec's rule (6) is the floor; a school may ask for longer passwords. */
  passwordMinLength: { min: 6, max: 64, default: 6 },
  retentionYears: { min: 1, max: 50 },
  /** Years an archived student's data is kept before it is erased (issue 27); null = kept. */
  studentRetentionYears: { min: 1, max: 50, default: 5 },
  backupsKept: { min: 1, max: 90, default: 7 },
  /** Percent of the school's students a roster sync may archive or re-contact unconfirmed. */
  rosterHoldPercent: { min: 1, max: 100, default: 10 },
  /** Spec §9: the default trend window is 30 days. */
  defaultTrendWindowDays: { min: 7, max: 365, default: 30 },
  terms: { max: 12 },
  gracePeriodMinutes: { min: 0, max: 120 },
  veryLateAfterMinutes: { min: 1, max: 240 },
  /** Percent of enrolled days absent (the chronic-absence rule). */
  chronicAbsenceThreshold: { min: 1, max: 100 },
  /** School days enrolled before a student is counted for chronic absence. */
  chronicAbsenceMinDays: { min: 1, max: 200 },
  /** Interventions (issue 26): absent this many school days in a row opens a case. */
  consecutiveAbsenceDays: { min: 2, max: 30, default: 3 },
  /** … late this many days … */
  repeatedLatenessDays: { min: 2, max: 60, default: 5 },
  /** … within this many school days opens a case. */
  repeatedLatenessWindowDays: { min: 5, max: 180, default: 30 },
} as const;
