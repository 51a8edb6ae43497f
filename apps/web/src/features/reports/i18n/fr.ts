import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { REPORTS_EN } from './en';

export const REPORTS_FR: Translations<typeof REPORTS_EN> = {};
