import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { ID_CARDS_EN } from './en';

export const ID_CARDS_FR: Translations<typeof ID_CARDS_EN> = {};
