import type { ContractTranslations } from './catalogue.js';

// Filled in by the translation (issue 13): Spanish as a school office writes it.
export const ES_TEXTS = {} as ContractTranslations;
