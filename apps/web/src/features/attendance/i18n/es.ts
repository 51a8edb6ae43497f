import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ATTENDANCE_EN } from './en';

export const ATTENDANCE_ES: Translations<typeof ATTENDANCE_EN> = {};
