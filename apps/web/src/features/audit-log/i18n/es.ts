import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { AUDIT_LOG_EN } from './en';

export const AUDIT_LOG_ES: Translations<typeof AUDIT_LOG_EN> = {};
