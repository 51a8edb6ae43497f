import type { SchoolSettings, SchoolSettingsBody } from '@rollcall/contract/settings';
import type { UseFormReturn } from 'react-hook-form';

/** The General Settings category's part of the settings. */
export const toGeneralValues = (settings: SchoolSettings) => ({
  schoolName: settings.schoolName,
  address: settings.address,
  phone: settings.phone,
  website: settings.website,
  academicYear: settings.academicYear,
  timezone: settings.timezone,
  defaultLanguage: settings.defaultLanguage,
});

export type GeneralValues = ReturnType<typeof toGeneralValues>;
export type GeneralForm = UseFormReturn<GeneralValues, unknown, SchoolSettingsBody>;
