import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { DASHBOARD_EN } from './en';

export const DASHBOARD_FR: Translations<typeof DASHBOARD_EN> = {};
