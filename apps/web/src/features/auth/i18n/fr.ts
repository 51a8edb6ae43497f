import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { AUTH_EN } from './en';

export const AUTH_FR: Translations<typeof AUTH_EN> = {};
