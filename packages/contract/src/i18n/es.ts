import type { ContractTranslations } from './catalogue.js';
import { ES_ADMIN } from './es/admin.js';
import { ES_ID_CARDS } from './es/id-cards.js';
import { ES_PEOPLE } from './es/people.js';
import { ES_REPORTS } from './es/reports.js';

/** Every shared text in Spanish, as a school office writes it (usted), by the catalogue's keys. */
export const ES_TEXTS: ContractTranslations = {
  ...ES_ADMIN,
  ...ES_ID_CARDS,
  ...ES_PEOPLE,
  ...ES_REPORTS,
};
