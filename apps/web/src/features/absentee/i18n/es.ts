import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ABSENTEE_EN } from './en';

export const ABSENTEE_ES: Translations<typeof ABSENTEE_EN> = {};
