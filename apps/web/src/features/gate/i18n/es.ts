import type { Translations } from '@rollcall/contract/i18n/catalogue';
import type { GATE_EN } from './en';

export const GATE_ES: Translations<typeof GATE_EN> = {};
