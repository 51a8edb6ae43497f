import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ABSENTEE_EN } from './en';

export const ABSENTEE_FR: Translations<typeof ABSENTEE_EN> = {};
