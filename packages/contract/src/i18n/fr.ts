import type { ContractTranslations } from './catalogue.js';
import { FR_ADMIN } from './fr/admin.js';
import { FR_ID_CARDS } from './fr/id-cards.js';
import { FR_PEOPLE } from './fr/people.js';
import { FR_REPORTS } from './fr/reports.js';

/** Every shared text in French, as a school office writes it (vous), by the catalogue's keys. */
export const FR_TEXTS: ContractTranslations = {
  ...FR_ADMIN,
  ...FR_ID_CARDS,
  ...FR_PEOPLE,
  ...FR_REPORTS,
};
