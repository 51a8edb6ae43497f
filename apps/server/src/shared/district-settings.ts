import type { SchoolSettings } from '@rollcall/contract/settings';

/**
 * The settings that are the district's, one for every school (issue 41): sign-in and security,
 * the gate's codes and devices, backups, retention and the roster hold. They live on the first
 * school's settings row (id 1) until they have a table of their own; every other school's row
 * keeps its own copy unused. Everything else (name, address, logo, time zone, times, calendar,
 * rules, messages and their languages, card look) is each school's.
 */
export const DISTRICT_SETTING_KEYS = [
  'requireAdminTwoFactor',
  'gateAcceptsPlainCodes',
  'sessionLengthDays',
  'passwordMinLength',
  'maxSessionDays',
  'gateIdleDays',
  'retentionYears',
  'studentRetentionYears',
  'autoBackup',
  'backupsKept',
  'offsiteBackup',
  'rosterHoldPercent',
] as const satisfies readonly (keyof SchoolSettings)[];

type DistrictKey = (typeof DISTRICT_SETTING_KEYS)[number];
export type DistrictSettings = Pick<SchoolSettings, DistrictKey>;

const isDistrictKey = (key: string): key is DistrictKey =>
  (DISTRICT_SETTING_KEYS as readonly string[]).includes(key);

/** The district's part of a settings object (or of a body: the keys it holds). */
export const districtPart = <T extends object>(settings: T) =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => isDistrictKey(key))) as Pick<
    T,
    Extract<keyof T, DistrictKey>
  >;

/** A settings object or body without the district's part. */
export const schoolPart = <T extends object>(settings: T) =>
  Object.fromEntries(Object.entries(settings).filter(([key]) => !isDistrictKey(key))) as Omit<
    T,
    DistrictKey
  >;
