import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { USERS_EN } from './en';

export const USERS_ES: Translations<typeof USERS_EN> = {};
