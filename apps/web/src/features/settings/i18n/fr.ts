import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { SETTINGS_EN } from './en';

export const SETTINGS_FR: Translations<typeof SETTINGS_EN> = {};
