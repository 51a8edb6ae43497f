import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ATTENDANCE_EN } from './en';

export const ATTENDANCE_FR: Translations<typeof ATTENDANCE_EN> = {};
