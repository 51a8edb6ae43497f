import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { PROFILE_EN } from './en';

export const PROFILE_ES: Translations<typeof PROFILE_EN> = {};
