import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { STUDENTS_EN } from './en';

export const STUDENTS_ES: Translations<typeof STUDENTS_EN> = {};
